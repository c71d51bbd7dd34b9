/** What the browser must know before it can call anything else (infrastructure/web/runtime-config.ts reads it). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  configAuthorization: string;
}

/**
 * The portal page with the runtime configuration written into it as a JSON data block, which the browser reads instead
 * of fetching /runtime-config.json: on a phone's link that fetch is a round trip before any other call can start. A
 * data block is never run, so the content security policy's ban on inline script still holds; `<` is escaped so that
 * no value can end the block.
 */
export function withRuntimeConfig(indexHtml: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return indexHtml.replace('</head>', `<script type="application/json" id="runtime-config">${json}</script></head>`);
}

/** A chunk of the build's manifest (.vite/manifest.json), keyed by its source or, for a named group, `_<file>`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The name of the chunk that holds the areas' store, their composition and the frame (ui/store/area-chunk.vite.ts). */
const AREAS_CHUNK = 'areas';

/** The files a signed-in user's first framed page loads after the entry: its scripts and its style sheets. */
export interface FramedPageFiles {
  scripts: string[];
  styles: string[];
}

/**
 * What every framed page of a locale loads after the entry: the areas' chunk with the chunks it imports and its style
 * sheets, and the locale's messages of the shell and of the areas. Without a build manifest, nothing.
 */
export function framedPageFiles(manifest: Record<string, ManifestChunk>, locale: string | undefined): FramedPageFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  const areas = Object.keys(manifest).find((key) => manifest[key]!.name === AREAS_CHUNK && manifest[key]!.file.endsWith('.js'));
  if (areas) visit(areas);
  if (locale) for (const part of ['shell', 'areas']) visit(`locales/${locale}.json?part=${part}`);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The portal page that has the browser fetch the given files alongside the entry script. A phone's link would
 * otherwise sit idle while the entry runs and only then ask for them. Style sheets are preloaded, never applied, so
 * the page is not kept from painting; as the module loader asks for them in CORS mode, so do their preloads, or the
 * browser would fetch them again.
 */
export function withPreloads(indexHtml: string, files: FramedPageFiles): string {
  const links = [
    ...files.scripts.map((file) => `<link rel="modulepreload" href="/${file}">`),
    ...files.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return links.length === 0 ? indexHtml : indexHtml.replace('</head>', `${links.join('')}</head>`);
}

/** The script that asks for the session's access token before the portal's code has run (public/session-hand-over.js). */
export const EARLY_HAND_OVER_SCRIPT = 'session-hand-over.js';

/**
 * The portal page that, for a browser holding a session, asks for the session's access token at once rather than after
 * the entry has downloaded and run: the page's first calls then wait for one round trip less. The script comes first in
 * the head, so that the browser finds it before anything else.
 */
export function withEarlyHandOver(indexHtml: string): string {
  return indexHtml.replace('<head>', `<head><script async fetchpriority="high" src="/${EARLY_HAND_OVER_SCRIPT}"></script>`);
}

/** The script that has the browser build its list of locales while the portal's code downloads (public/intl-warm-up.js). */
export const INTL_WARM_UP_SCRIPT = 'intl-warm-up.js';

/**
 * The portal page that has the browser do, while the entry downloads, the locale work the entry's evaluation would
 * otherwise do in its own long task. Run when it arrives, the script neither holds up the page nor waits for it.
 */
export function withIntlWarmUp(indexHtml: string): string {
  return indexHtml.replace('<head>', `<head><script async fetchpriority="high" src="/${INTL_WARM_UP_SCRIPT}"></script>`);
}
