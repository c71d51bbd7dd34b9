/**
 * Keeps the message catalogues honest: every message id the portal's views use is in locales/en-us.json with the
 * same English text as its defaultMessage, en-us.json holds no id that nothing uses, and no other locale holds an
 * id that en-us does not. Exits 1 and lists each problem otherwise.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const localesFolder = join(root, 'locales');
const SOURCE_CATALOGUE = 'en-us.json';

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

function readCatalogue(file: string, problems: string[]): Catalogue {
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

function check(): string[] {
  const problems: string[] = [];
  const used = extractUsedMessages();
  const source = readCatalogue(SOURCE_CATALOGUE, problems);

  for (const [id, defaultMessage] of Object.entries(used)) {
    if (!(id in source)) problems.push(`${SOURCE_CATALOGUE}: missing ${id} (used in ui/ as "${defaultMessage}")`);
    else if (source[id] !== defaultMessage) {
      problems.push(`${SOURCE_CATALOGUE}: ${id} reads "${source[id]}" but its defaultMessage in ui/ is "${defaultMessage}"`);
    }
  }
  for (const id of Object.keys(source)) {
    if (!(id in used)) problems.push(`${SOURCE_CATALOGUE}: ${id} is not used in ui/`);
  }
  for (const file of readdirSync(localesFolder).filter((name) => name.endsWith('.json') && name !== SOURCE_CATALOGUE)) {
    for (const id of Object.keys(readCatalogue(file, problems))) {
      if (!(id in source)) problems.push(`${file}: ${id} is not in ${SOURCE_CATALOGUE}`);
    }
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
  console.error(`Message catalogues are out of step with ui/:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Message catalogues match the messages used in ui/.');
