import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * A script the portal page carries in itself rather than names, with the source of the content security policy's
 * script-src that allows exactly that script and no other inline one (its SHA-256).
 */
export interface InlineScript {
  tag: string;
  cspSource: string;
}

/** A script of the portal's own folder, without its leading comments, as the page carries it. */
export function inlineScript(source: string): InlineScript {
  const code = source.replace(/^(\s*\/\*[\s\S]*?\*\/)+\s*/, '').trim();
  if (/<\/script/i.test(code)) throw new Error('an inline script may not hold "</script"');
  return { tag: `<script>${code}</script>`, cspSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/**
 * The scripts the portal page runs while it is still being read, before the portal's own code has arrived. Carried in
 * the page, each runs as soon as the page's first bytes are read and fills time the page spends waiting for the entry;
 * a script the page only named would arrive with the entry and run just before it.
 */
export interface PageScripts {
  /**
   * Asks for the session's access token (public/session-hand-over.js), for a browser that holds a session: the page's
   * first calls then wait for one round trip less than when the portal's code asks once it has downloaded and run.
   */
  earlyHandOver?: InlineScript;
  /** Has the browser build its list of locales (public/intl-warm-up.js), which the entry's evaluation would otherwise do. */
  intlWarmUp?: InlineScript;
}

/** The page scripts of a built portal's folder; one the build lacks is left out. */
export function readPageScripts(folder: string | undefined): PageScripts {
  const read = (file: string) => {
    const path = folder ? join(folder, file) : undefined;
    return path && existsSync(path) ? inlineScript(readFileSync(path, 'utf8')) : undefined;
  };
  const earlyHandOver = read('session-hand-over.js');
  const intlWarmUp = read('intl-warm-up.js');
  return { ...(earlyHandOver ? { earlyHandOver } : {}), ...(intlWarmUp ? { intlWarmUp } : {}) };
}

/** The content security policy's sources for the page scripts. */
export function pageScriptSources(scripts: PageScripts): string[] {
  return [scripts.earlyHandOver, scripts.intlWarmUp].flatMap((script) => (script ? [script.cspSource] : []));
}

/** The portal page with a page script as the first thing in its head, before anything else the browser reads. */
export function withScriptFirst(indexHtml: string, script: InlineScript): string {
  return indexHtml.replace('<head>', `<head>${script.tag}`);
}
