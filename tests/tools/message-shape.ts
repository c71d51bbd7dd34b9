import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Plural categories a language may add or leave out (CLDR); `other` and exact `=n` cases stay in every language. */
const LANGUAGE_PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many']);

function collectShape(elements: readonly MessageFormatElement[], shape: Set<string>): void {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        shape.add(`${TYPE[element.type]} ${element.value}`);
        break;
      case TYPE.select:
      case TYPE.plural: {
        const cases = Object.keys(element.options).filter((key) => element.type === TYPE.select || !LANGUAGE_PLURAL_CATEGORIES.has(key));
        shape.add(`${TYPE[element.type]} ${element.value} {${cases.sort().join(' ')}}`);
        for (const option of Object.values(element.options)) collectShape(option.value, shape);
        break;
      }
      case TYPE.tag:
        shape.add(`tag ${element.value}`);
        collectShape(element.children, shape);
        break;
      default:
        break;
    }
  }
}

/**
 * What a translation must keep of its source message: the arguments with their types, the select cases and the
 * plural cases every language has, and the rich-text tags. The words and the plural categories a language needs
 * may differ. Throws when the message is not valid ICU.
 */
export function messageShape(message: string): string {
  const shape = new Set<string>();
  collectShape(parse(message), shape);
  return [...shape].sort().join('; ');
}

function collectWords(elements: readonly MessageFormatElement[], words: string[]): void {
  for (const element of elements) {
    if (element.type === TYPE.literal) words.push(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) collectWords(option.value, words);
    }
    if (element.type === TYPE.tag) collectWords(element.children, words);
  }
}

/** Whether a message has any text to translate besides its arguments, digits and punctuation. */
export function hasWords(message: string): boolean {
  const words: string[] = [];
  collectWords(parse(message), words);
  return /\p{L}/u.test(words.join(''));
}

function collectPluralCategories(elements: readonly MessageFormatElement[], found: { type: Intl.PluralRuleType; category: string }[]): void {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      for (const key of Object.keys(element.options)) if (!key.startsWith('=')) found.push({ type: element.pluralType ?? 'cardinal', category: key });
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) collectPluralCategories(option.value, found);
    }
    if (element.type === TYPE.tag) collectPluralCategories(element.children, found);
  }
}

/** The plural categories a message counts in that its language does not have (the parser itself demands `other`). */
export function foreignPluralCategories(message: string, locale: string): string[] {
  const found: { type: Intl.PluralRuleType; category: string }[] = [];
  collectPluralCategories(parse(message), found);
  return found.filter(({ type, category }) => !new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule)).map(({ category }) => category);
}
