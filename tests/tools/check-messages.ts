/**
 * Keeps the message catalogues honest. Every message id the portal's views use is in locales/en-us.json with the
 * same English text as its defaultMessage, and en-us.json holds no id that nothing uses. Every other language's
 * catalogue holds exactly en-us's ids, each with the arguments, plural and select cases of the en-us message, and
 * a text of its own unless locales/checks/same-as-english.json gives the reason it is the same. The English
 * variants carry only the ids whose wording differs from the catalogues they build on (en-us, or en-uk for the
 * variants that write British English); every other id is that base's text. Exits 1 and lists each problem
 * otherwise.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LOCALE, LOCALES, messageSources, type Locale } from '../../domain/locales/locales';
import { hasWords, messageShape } from './message-shape';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const localesFolder = join(root, 'locales');
const SOURCE_CATALOGUE = `${FALLBACK_LOCALE}.json`;
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

function checkSource(source: Catalogue, problems: string[]): void {
  const used = extractUsedMessages();
  for (const [id, defaultMessage] of Object.entries(used)) {
    if (!(id in source)) problems.push(`${SOURCE_CATALOGUE}: missing ${id} (used in ui/ as "${defaultMessage}")`);
    else if (source[id] !== defaultMessage) {
      problems.push(`${SOURCE_CATALOGUE}: ${id} reads "${source[id]}" but its defaultMessage in ui/ is "${defaultMessage}"`);
    }
  }
  for (const id of Object.keys(source)) {
    if (!(id in used)) problems.push(`${SOURCE_CATALOGUE}: ${id} is not used in ui/`);
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

function checkTranslation(file: string, own: Catalogue, source: Catalogue, problems: string[]): void {
  for (const [id, message] of Object.entries(own)) {
    if (!(id in source)) {
      problems.push(`${file}: ${id} is not in ${SOURCE_CATALOGUE}`);
      continue;
    }
    const sourceShape = shapeOf(SOURCE_CATALOGUE, id, source[id]!, problems);
    const ownShape = shapeOf(file, id, message, problems);
    if (sourceShape !== null && ownShape !== null && sourceShape !== ownShape) {
      problems.push(`${file}: ${id} has [${ownShape}] where ${SOURCE_CATALOGUE} has [${sourceShape}]`);
    }
  }
}

/** A language of its own: every id of en-us, each translated unless the allow-list says why it stays English. */
function checkLanguage(file: string, own: Catalogue, source: Catalogue, allowedSame: Catalogue, problems: string[]): void {
  checkTranslation(file, own, source, problems);
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
function checkEnglishVariant(locale: Locale, own: Catalogue, source: Catalogue, problems: string[]): void {
  const file = `${locale}.json`;
  checkTranslation(file, own, source, problems);
  const bases = messageSources(locale).slice(0, -1);
  const inherited: Catalogue = Object.assign({}, ...bases.map((base) => readFlatStrings(`${base}.json`, [])));
  for (const [id, message] of Object.entries(own)) {
    if (message === inherited[id]) problems.push(`${file}: ${id} repeats the text of ${bases.at(-1)}.json; leave it out`);
  }
}

function check(): string[] {
  const problems: string[] = [];
  const source = readFlatStrings(SOURCE_CATALOGUE, problems);
  checkSource(source, problems);
  const allowedSame = JSON.parse(readFileSync(join(localesFolder, SAME_AS_ENGLISH), 'utf8')) as Record<string, Catalogue>;
  for (const locale of LOCALES.filter((each) => each !== FALLBACK_LOCALE)) {
    const file = `${locale}.json`;
    const own = readFlatStrings(file, problems);
    if (locale.startsWith('en-')) checkEnglishVariant(locale, own, source, problems);
    else checkLanguage(file, own, source, allowedSame[locale] ?? {}, problems);
  }
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
console.log(`Message catalogues match the messages used in ui/, in all ${LOCALES.length} locales.`);
