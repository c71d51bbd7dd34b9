/**
 * Keeps the message catalogues honest: the portal's (locales/) and the service's (locales/service/). Every message
 * id the portal's views use is in locales/en-us.json with the same English text as its defaultMessage, and
 * en-us.json holds no id that nothing uses. Every other language's catalogue holds exactly en-us's ids, each with
 * the arguments, select and exact plural cases of the en-us message, counting only in the plural categories its
 * language has, and a text of its own unless locales/checks/same-as-english.json gives the reason it is the same. The English
 * variants carry only the ids whose wording differs from the catalogues they build on (en-us, or en-uk for the
 * variants that write British English); every other id is that base's text. Exits 1 and lists each problem
 * otherwise.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LOCALE, LOCALES, messageSources, type Locale } from '../../domain/locales/locales';
import { foreignPluralCategories, hasWords, messageShape } from './message-shape';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const localesFolder = join(root, 'locales');
const SAME_AS_ENGLISH = 'checks/same-as-english.json';

type Catalogue = Record<string, string>;

function extractUsedMessages(): Catalogue {
  const output = execFileSync(
    join(root, 'node_modules/.bin/formatjs'),
    ['extract', 'ui/**/*.{ts,tsx}', '--ignore', 'ui/**/*.test.{ts,tsx}', 'ui/**/*.stories.tsx', '--format', 'simple', '--throws'],
    // The CLI explains its own failures (a duplicate id with two texts, a file it cannot parse) on stderr.
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output) as Catalogue;
}

function readFlatStrings(file: string, problems: string[]): Catalogue {
  const parsed: unknown = JSON.parse(readFileSync(join(localesFolder, file), 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    problems.push(`${file}: not a flat { id: message } object`);
    return {};
  }
  const catalogue: Catalogue = {};
  for (const [id, message] of Object.entries(parsed)) {
    if (typeof message === 'string') catalogue[id] = message;
    else problems.push(`${file}: ${id} is not a string`);
  }
  return catalogue;
}

/** The portal's source catalogue against the messages its views use. */
function checkPortalSource(source: Catalogue, problems: string[]): void {
  const file = `${FALLBACK_LOCALE}.json`;
  const used = extractUsedMessages();
  for (const [id, defaultMessage] of Object.entries(used)) {
    if (!(id in source)) problems.push(`${file}: missing ${id} (used in ui/ as "${defaultMessage}")`);
    else if (source[id] !== defaultMessage) problems.push(`${file}: ${id} reads "${source[id]}" but its defaultMessage in ui/ is "${defaultMessage}"`);
  }
  for (const id of Object.keys(source)) {
    if (!(id in used)) problems.push(`${file}: ${id} is not used in ui/`);
  }
}

function shapeOf(file: string, id: string, message: string, problems: string[]): string | null {
  try {
    return messageShape(message);
  } catch (error) {
    problems.push(`${file}: ${id} is not a valid ICU message (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}

function checkTranslation(locale: Locale, file: string, own: Catalogue, source: Catalogue, problems: string[]): void {
  for (const [id, message] of Object.entries(own)) {
    if (!(id in source)) {
      problems.push(`${file}: ${id} is not in the ${FALLBACK_LOCALE} catalogue`);
      continue;
    }
    const sourceShape = shapeOf(FALLBACK_LOCALE, id, source[id]!, problems);
    const ownShape = shapeOf(file, id, message, problems);
    if (sourceShape !== null && ownShape !== null && sourceShape !== ownShape) problems.push(`${file}: ${id} has [${ownShape}] where ${FALLBACK_LOCALE} has [${sourceShape}]`);
    if (ownShape !== null) {
      const foreign = foreignPluralCategories(message, locale);
      if (foreign.length > 0) problems.push(`${file}: ${id} counts in ${foreign.join(', ')}, which ${locale} does not have`);
    }
  }
}

/** A language of its own: every id of en-us, each translated unless the allow-list says why it stays English. */
function checkLanguage(locale: Locale, file: string, own: Catalogue, source: Catalogue, allowedSame: Catalogue, problems: string[]): void {
  checkTranslation(locale, file, own, source, problems);
  for (const [id, english] of Object.entries(source)) {
    if (!(id in own)) problems.push(`${file}: missing ${id} ("${english}")`);
    else if (own[id] === english && hasWords(english) && !allowedSame[id]) {
      problems.push(`${file}: ${id} is the English text "${english}"; translate it or give the reason in ${SAME_AS_ENGLISH}`);
    }
  }
  for (const id of Object.keys(allowedSame)) {
    if (own[id] !== source[id] || !hasWords(source[id] ?? '')) problems.push(`${SAME_AS_ENGLISH}: ${file} ${id} needs no reason, remove it`);
  }
}

/** An English variant: only the wording that differs from its base, so the base's corrections reach it. */
function checkEnglishVariant(locale: Locale, folder: string, own: Catalogue, source: Catalogue, problems: string[]): void {
  const file = `${folder}${locale}.json`;
  checkTranslation(locale, file, own, source, problems);
  const bases = messageSources(locale).slice(0, -1);
  const inherited: Catalogue = Object.assign({}, ...bases.map((base) => readFlatStrings(`${folder}${base}.json`, [])));
  for (const [id, message] of Object.entries(own)) {
    if (message === inherited[id]) problems.push(`${file}: ${id} repeats the text of ${bases.at(-1)}.json; leave it out`);
  }
}

/** One set of catalogues, one per locale in `folder` (relative to locales/), against its en-us catalogue. */
function checkCatalogues(folder: string, source: Catalogue, allowedSame: Record<string, Catalogue>, problems: string[]): void {
  for (const locale of LOCALES.filter((each) => each !== FALLBACK_LOCALE)) {
    const file = `${folder}${locale}.json`;
    const own = readFlatStrings(file, problems);
    if (locale.startsWith('en-')) checkEnglishVariant(locale, folder, own, source, problems);
    else checkLanguage(locale, file, own, source, allowedSame[file] ?? {}, problems);
  }
}

function check(): string[] {
  const problems: string[] = [];
  const allowedSame = JSON.parse(readFileSync(join(localesFolder, SAME_AS_ENGLISH), 'utf8')) as Record<string, Catalogue>;
  const portalSource = readFlatStrings(`${FALLBACK_LOCALE}.json`, problems);
  checkPortalSource(portalSource, problems);
  checkCatalogues('', portalSource, allowedSame, problems);
  checkCatalogues('service/', readFlatStrings(`service/${FALLBACK_LOCALE}.json`, problems), allowedSame, problems);
  return problems;
}

let problems: string[];
try {
  problems = check();
} catch (error) {
  console.error('Could not check the message catalogues:', error instanceof Error ? error.message : error);
  process.exit(1);
}
if (problems.length > 0) {
  console.error(`Message catalogues are out of step:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`The portal's and the service's message catalogues are complete in all ${LOCALES.length} locales.`);
