import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from './PageLoading';

/**
 * A page whose code is fetched the first time it opens, so the portal's first load carries only the frame and the
 * catalogue. A fetch that fails after a release raises Vite's preload error, which the chunk-reload guard answers
 * by loading the new release.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
