import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguePart, shellMessageIds } from './catalogue-parts.vite';

const UI_FOLDER = join(__dirname, '..');
const catalogue = JSON.parse(readFileSync(join(UI_FOLDER, '..', 'locales', 'en-us.json'), 'utf8')) as Record<string, string>;
const shellIds = shellMessageIds(UI_FOLDER);

describe('the two parts of a message catalogue', () => {
  it('hold every message of the catalogue exactly once', () => {
    const shell = cataloguePart(catalogue, 'shell', shellIds);
    const areas = cataloguePart(catalogue, 'areas', shellIds);
    expect(Object.keys(shell).filter((id) => id in areas)).toEqual([]);
    expect({ ...shell, ...areas }).toEqual(catalogue);
  });

  it('give the sign-in page every message it names, and leave most of the areas out', () => {
    const signInIds = [...readFileSync(join(UI_FOLDER, 'session', 'LoginPage.tsx'), 'utf8').matchAll(/\bid: '([^']+)'/g)].map((match) => match[1]!);
    expect(signInIds.length).toBeGreaterThan(3);
    expect(signInIds.filter((id) => !shellIds.has(id))).toEqual([]);
    expect(Object.keys(cataloguePart(catalogue, 'shell', shellIds)).length).toBeLessThan(Object.keys(catalogue).length / 4);
  });
});
