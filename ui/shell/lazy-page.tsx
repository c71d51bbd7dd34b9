import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageLoading } from './PageLoading';

/**
 * A page whose code is fetched the first time it opens, so the portal's first load carries only the frame. A fetch
 * that fails after a release raises Vite's preload error, which the chunk-reload guard answers by loading the new
 * release.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: load });
}

/**
 * Starts fetching the code of the page an element shows, if it loads on first use: the module system keeps the
 * answer, so the page's own fetch later finds it there.
 */
export function preloadPage(element: ReactElement): void {
  const { preload } = element.type as { preload?: () => Promise<unknown> };
  void preload?.().catch(() => undefined);
}
