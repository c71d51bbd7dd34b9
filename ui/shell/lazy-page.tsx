import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { portalAreasJoined } from '../store/area-gate';
import { PageLoading } from './PageLoading';

/**
 * A page whose code is fetched the first time it opens, so the portal's first load carries only the frame. A fetch
 * that fails after a release raises Vite's preload error, which the chunk-reload guard answers by loading the new
 * release. The page renders once the areas have joined the store as well.
 */
export function lazyPage<Props extends object>(loadPage: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return onFirstShow(() => Promise.all([loadPage(), portalAreasJoined()]).then(([page]) => page));
}

/**
 * A page of the shell's own that reads nothing of the areas (an unknown address, an area not offered yet): fetched
 * the first time it opens like any page, it renders as soon as its code is there.
 */
export function lazyShellPage<Props extends object>(loadPage: () => Promise<ComponentType<Props>>): PreloadablePage<Props> {
  return onFirstShow(loadPage);
}

/** A page whose code can be fetched before it first shows. */
type PreloadablePage<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/** A component whose code loads on first use, and what starts loading it before. */
export interface LoadedOnFirstUse<Props> {
  Component: ComponentType<Props>;
  preload: () => Promise<ComponentType<Props>>;
}

/**
 * A component whose code loads the first time it renders. Once its code is there (preloaded, or shown before) it
 * renders at once: a lazy component suspends on its first render even with its code at hand, and React then holds
 * back the content of a boundary whose fallback just showed for 300 ms, so that content does not pop in piece by
 * piece. That kept the frame and the first page off screen, and their reads unasked, for those 300 ms.
 */
export function loadedOnFirstUse<Props extends object>(load: () => Promise<ComponentType<Props>>): LoadedOnFirstUse<Props> {
  let loaded: ComponentType<Props> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<Props>;
  function OnFirstUse(props: Props) {
    // Chosen once for each mount: changing from the lazy stand-in to the component itself would mount it afresh.
    const [Shown] = useState(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component: OnFirstUse, preload };
}

function onFirstShow<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadablePage<Props> {
  const { Component: Page, preload } = loadedOnFirstUse(load);
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

/**
 * Starts fetching the code of the page an element shows, if it loads on first use: the module system keeps the
 * answer, so the page's own fetch later finds it there. Settles once the code is there or could not be fetched; a
 * failure is left to the page's own fetch, which shows it.
 */
export function preloadPage(element: ReactElement): Promise<void> {
  const { preload } = element.type as { preload?: () => Promise<unknown> };
  return (preload?.() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
