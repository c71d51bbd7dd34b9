import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * The modules every framed page waits for (ui/store/area-gate.ts): the areas' store and use-cases and the frame. Split
 * automatically they make some seventy small chunks, each its own request; on a phone's link over HTTP/1.1 a request
 * costs a round trip on one of six connections whatever its size, so they travel as one chunk instead.
 */
const AREA_ROOTS = ['ui/store/area-store.ts', 'infrastructure/web/area-composition.ts', 'ui/shell/layouts/Frame.tsx'];

/**
 * The shell's own lazy dialogs and pages, which the sign-in page may fetch: what they import stays out of the areas'
 * chunk, so that sign-in never downloads the areas.
 */
const SHELL_LAZY_IMPORTERS = ['ui/shell/shell-dialogs.tsx', 'ui/shell/shell-pages.ts'];

interface AreaChunk {
  /** Records the module graph while the portal builds. */
  plugin: Plugin;
  /** A code-splitting group that gathers what the roots import statically into one chunk named `areas`. */
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
}

function staticClosure(context: Rolldown.PluginContext, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const waiting = [...roots];
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    waiting.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

export function areaChunk(root: string): AreaChunk {
  let members = new Set<string>();
  return {
    plugin: {
      name: 'portal:area-chunk',
      apply: 'build',
      buildEnd() {
        const shellLazy = SHELL_LAZY_IMPORTERS.flatMap((path) => this.getModuleInfo(resolve(root, path))?.dynamicallyImportedIds ?? []);
        const signInMayFetch = staticClosure(this, shellLazy);
        members = new Set([...staticClosure(this, AREA_ROOTS.map((path) => resolve(root, path)))].filter((id) => !signInMayFetch.has(id)));
      },
    },
    // The members are closed under static imports but for what sign-in may fetch, which must stay in its own chunks
    // rather than be drawn in after the members that import it.
    group: { name: 'areas', test: (id) => members.has(id), includeDependenciesRecursively: false },
  };
}
