import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CataloguePart } from './load-messages';

/** The portal's folders and files whose messages make up the shell's part, relative to ui/. */
const SHELL_SOURCES = [/^session\//, /^i18n\//, /^components\//, /^shell\//, /^[^/]+\.tsx?$/];

/** A message id as the portal's code names it: `id: 'x'` in a descriptor or `id="x"` on a component. */
const MESSAGE_ID = /\bid(?::\s*|=)(['"])([A-Za-z0-9_.-]+)\1/g;

function sourceFiles(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) found.push(path);
  }
  return found;
}

/** The ids of the messages the shell's sources use. */
export function shellMessageIds(uiFolder: string): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const file of sourceFiles(uiFolder)) {
    if (!SHELL_SOURCES.some((source) => source.test(relative(uiFolder, file)))) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(MESSAGE_ID)) ids.add(match[2]!);
  }
  return ids;
}

/** The messages of a catalogue that belong to one part. */
export function cataloguePart<T>(catalogue: Record<string, T>, part: CataloguePart, shellIds: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => shellIds.has(id) === (part === 'shell')));
}
