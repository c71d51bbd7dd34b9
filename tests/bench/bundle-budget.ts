/**
 * The JavaScript budget of the built portal (npm run bench:bundle; npm run bench:web runs it before Lighthouse). A
 * dealer's phone on a slow link first opens the sign-in page, so what that page fetches is capped, and so is every
 * page chunk fetched later. Sizes are the bytes the service sends: the brotli copy the build wrote beside an asset,
 * or the asset itself when it was too small to be worth compressing.
 *
 * Sign-in counts the entry and every chunk index.html loads or preloads with it, then the chunks the sign-in page
 * fetches on first render: the page's own chunk when it loads lazily and the message catalogue of its locale, each
 * with the chunks it imports that are not loaded yet. Every other chunk that loads on first use (each page, the
 * frame, the dialogs) counts alone. Exits 1 when a budget is exceeded.
 *
 * BUNDLE_PORTAL (dist/portal)   the built portal to check
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIGN_IN_BUDGET_BYTES = 150 * 1024;
const LAZY_CHUNK_BUDGET_BYTES = 60 * 1024;
/** The chunk every framed page waits for (the areas' store and use-cases and the frame, ui/store/area-chunk.vite.ts). */
const AREAS_CHUNK_NAME = 'areas';
const AREAS_CHUNK_BUDGET_BYTES = 120 * 1024;
/**
 * Chunks that only administrators' forms load, on the desktops they maintain content from: the rich-text editor
 * (TipTap and ProseMirror) is one piece, and no dealer's page ever fetches it.
 */
const ADMINISTRATION_CHUNK_BUDGET_BYTES: Readonly<Record<string, number>> = {
  'ui/components/RichTextField.tsx': 120 * 1024,
};
/** The sources whose chunks the sign-in page fetches on first render, as the manifest names them. */
const SIGN_IN_PAGE_SOURCE = 'ui/session/LoginPage.tsx';
/** Sign-in fetches only the shell's part of its catalogue (ui/i18n/load-messages.ts). */
const SIGN_IN_CATALOGUE_SOURCE = 'locales/en-us.json?part=shell';
const MESSAGE_CATALOGUE = /^locales\/[^/]+\.json\?part=\w+$/;

/** One chunk of Vite's manifest (build.manifest), keyed there by its source or chunk name. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

interface BudgetLine {
  part: string;
  files: number;
  kb: number;
  /** With the chunks it imports that sign-in did not load: what opening it fetches, shown but not budgeted. */
  withImportsKb: number;
  budgetKb: number;
  verdict: 'ok' | 'OVER';
}

function servedBytes(portal: string, file: string): number {
  const brotli = join(portal, `${file}.br`);
  return statSync(existsSync(brotli) ? brotli : join(portal, file)).size;
}

/** The script and module preloads of index.html, the JavaScript the browser fetches before the portal runs. */
function initialScripts(portal: string): string[] {
  const html = readFileSync(join(portal, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)];
  return scripts.map((match) => match[1]!);
}

/** A chunk's file and the files of every chunk it imports statically, which the browser fetches with it. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function kilobytes(portal: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += servedBytes(portal, file);
  return Number((bytes / 1024).toFixed(1));
}

function line(part: string, files: readonly string[], fetched: Iterable<string>, portal: string, budgetBytes: number): BudgetLine {
  const kb = kilobytes(portal, files);
  return {
    part,
    files: files.length,
    kb,
    withImportsKb: kilobytes(portal, fetched),
    budgetKb: budgetBytes / 1024,
    verdict: kb * 1024 <= budgetBytes ? 'ok' : 'OVER',
  };
}

function checkBundleBudget(portal: string): BudgetLine[] {
  const manifest = JSON.parse(readFileSync(join(portal, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  const loadedFirst = new Set(initialScripts(portal));
  for (const file of staticClosure(manifest, entryKey)) {
    if (!loadedFirst.has(file)) throw new Error(`index.html neither loads nor preloads ${file}, which the entry imports`);
  }

  const signIn = new Set(loadedFirst);
  if (!manifest[SIGN_IN_CATALOGUE_SOURCE]?.isDynamicEntry) throw new Error(`the manifest has no chunk ${SIGN_IN_CATALOGUE_SOURCE}`);
  for (const source of [SIGN_IN_PAGE_SOURCE, SIGN_IN_CATALOGUE_SOURCE]) {
    if (manifest[source]?.isDynamicEntry) for (const file of staticClosure(manifest, source)) signIn.add(file);
  }
  const lines = [line('sign-in (/login): entry, preloads, page and messages', [...signIn], signIn, portal, SIGN_IN_BUDGET_BYTES)];
  const areas = Object.values(manifest).find((chunk) => chunk.name === AREAS_CHUNK_NAME);
  if (!areas) throw new Error(`the manifest has no chunk named ${AREAS_CHUNK_NAME}`);
  lines.push(line('areas: the store, use-cases and frame of every framed page', [areas.file], [areas.file], portal, AREAS_CHUNK_BUDGET_BYTES));

  const lazyChunks = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && !MESSAGE_CATALOGUE.test(key));
  for (const [key, chunk] of lazyChunks.sort(([a], [b]) => a.localeCompare(b))) {
    const notLoadedYet = [...staticClosure(manifest, key)].filter((file) => !signIn.has(file));
    lines.push(line(key, [chunk.file], notLoadedYet, portal, ADMINISTRATION_CHUNK_BUDGET_BYTES[key] ?? LAZY_CHUNK_BUDGET_BYTES));
  }
  return lines;
}

function main(): void {
  const portal = process.env.BUNDLE_PORTAL ?? fileURLToPath(new URL('../../dist/portal', import.meta.url));
  const lines = checkBundleBudget(portal);
  console.table(lines);
  const over = lines.filter((budgetLine) => budgetLine.verdict === 'OVER');
  if (over.length > 0) {
    console.error(`over budget: ${over.map((budgetLine) => `${budgetLine.part} ${budgetLine.kb} KB > ${budgetLine.budgetKb} KB`).join('; ')}`);
    process.exitCode = 1;
  }
}

main();
