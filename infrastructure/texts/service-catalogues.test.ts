import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../domain/locales/locales';
import { MessageCataloguesJsonFiles } from './message-catalogues.json-files';

/** What a message asks of its arguments, plural categories aside: each argument's kind, select options, exact plural cases. */
interface MessageShape {
  arguments: Record<string, string>;
  /** The plural categories (one, few, other…) each plural argument counts in. */
  pluralCategories: Record<string, { type: Intl.PluralRuleType; categories: string[] }>;
}

const SIMPLE_KINDS: Partial<Record<TYPE, string>> = { [TYPE.argument]: 'argument', [TYPE.number]: 'number', [TYPE.date]: 'date', [TYPE.time]: 'time' };

function shapeOf(elements: MessageFormatElement[], shape: MessageShape = { arguments: {}, pluralCategories: {} }): MessageShape {
  for (const element of elements) {
    if (element.type === TYPE.select) {
      shape.arguments[element.value] = `select(${Object.keys(element.options).sort().join(',')})`;
      Object.values(element.options).forEach((option) => shapeOf(option.value, shape));
    } else if (element.type === TYPE.plural) {
      const keys = Object.keys(element.options);
      shape.arguments[element.value] = `${element.pluralType}(${keys.filter((key) => key.startsWith('=')).sort().join(',')})`;
      shape.pluralCategories[element.value] = { type: element.pluralType ?? 'cardinal', categories: keys.filter((key) => !key.startsWith('=')) };
      Object.values(element.options).forEach((option) => shapeOf(option.value, shape));
    } else if (element.type === TYPE.tag) {
      shape.arguments[element.value] = 'tag';
      shapeOf(element.children, shape);
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      shape.arguments[element.value] = SIMPLE_KINDS[element.type] ?? 'unknown';
    }
  }
  return shape;
}

const catalogues = new MessageCataloguesJsonFiles();
const source = catalogues.messagesOf(FALLBACK_LOCALE);
const sourceIds = Object.keys(source).sort();
const shapesOf = (locale: Locale) => Object.fromEntries(Object.entries(catalogues.messagesOf(locale)).map(([id, message]) => [id, shapeOf(parse(message))]));

/** Excel refuses a sheet name longer than this or holding one of these characters. */
const MAX_SHEET_NAME_LENGTH = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/;
/** Characters some systems refuse in a file name. */
const FILE_NAME_FORBIDDEN = /[/\\:*?"<>|]/;

describe('the service’s message catalogues (locales/service)', () => {
  it('hold the source catalogue, en-us', () => {
    expect(sourceIds.length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s holds exactly the ids of en-us', (locale) => {
    expect(Object.keys(catalogues.messagesOf(locale)).sort()).toEqual(sourceIds);
  });

  it.each(LOCALES)('%s asks every message for the arguments en-us does, with the same selects and exact plural cases', (locale) => {
    const expected = Object.fromEntries(Object.entries(shapesOf(FALLBACK_LOCALE)).map(([id, shape]) => [id, shape.arguments]));
    const actual = Object.fromEntries(Object.entries(shapesOf(locale)).map(([id, shape]) => [id, shape.arguments]));
    expect(actual).toEqual(expected);
  });

  it.each(LOCALES)('%s counts only in plural categories its language has, always with other', (locale) => {
    for (const [id, shape] of Object.entries(shapesOf(locale))) {
      for (const [argument, { type, categories }] of Object.entries(shape.pluralCategories)) {
        const known = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
        expect(categories, `${id}: ${argument}`).toContain('other');
        expect(known, `${id}: ${argument}`).toEqual(expect.arrayContaining(categories));
      }
    }
  });

  it.each(LOCALES)('%s names the open-order sheet as Excel allows and its file as every system allows', (locale) => {
    const messages = catalogues.messagesOf(locale);
    const sheetName = messages.open_orders_sheet_name ?? '';
    expect(sheetName.length).toBeGreaterThan(0);
    expect(sheetName.length).toBeLessThanOrEqual(MAX_SHEET_NAME_LENGTH);
    expect(sheetName).not.toMatch(SHEET_NAME_FORBIDDEN);
    expect(messages.open_orders_file_name?.replace('{date}', '')).not.toMatch(FILE_NAME_FORBIDDEN);
  });
});
