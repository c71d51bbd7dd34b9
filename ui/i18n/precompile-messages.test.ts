import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './precompile-messages.vite';

const LOCALES_FOLDER = join(__dirname, '..', '..', 'locales');
const catalogues = readdirSync(LOCALES_FOLDER).filter((file) => file.endsWith('.json'));

/** A value for every argument a message names: counts for plurals and numbers, a date for dates, text otherwise. */
function valuesFor(elements: readonly MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] = `«${element.value}»`;
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 3;
    if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(Date.UTC(2026, 10, 26));
    if (element.type === TYPE.select) values[element.value] = 'other';
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => `<${chunks.join('')}>`;
      valuesFor(element.children, values);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) valuesFor(option.value, values);
  }
  return values;
}

describe('catalogues compiled for the browser', () => {
  it.each(catalogues)('%s: every message, sent as JSON, formats as its text does', (file) => {
    const locale = file.replace('.json', '');
    const texts = JSON.parse(readFileSync(join(LOCALES_FOLDER, file), 'utf8')) as Record<string, string>;
    const compiled = JSON.parse(JSON.stringify(compileCatalogue(texts))) as Record<string, MessageFormatElement[]>;
    expect(Object.keys(compiled)).toEqual(Object.keys(texts));
    for (const [id, text] of Object.entries(texts)) {
      const values = valuesFor(compiled[id]!);
      const fromText = new IntlMessageFormat(text, locale).format(values);
      expect(new IntlMessageFormat(compiled[id]!, locale).format(values), id).toEqual(fromText);
    }
  });
});
