import { describe, expect, it } from 'vitest';
import { foreignPluralCategories, hasWords, messageShape } from './message-shape';

describe('message shape', () => {
  it('is the same for a translation that keeps the arguments, whatever the words and their order', () => {
    expect(messageShape('{qty} × {name} added to the cart.')).toBe(messageShape('{name} ({qty} ×) wurde in den Warenkorb gelegt.'));
  });

  it('differs when a translation renames, drops or retypes an argument', () => {
    const source = messageShape('Order {orderNo} placed on {day, date}');
    expect(messageShape('Bestellung {order} am {day, date}')).not.toBe(source);
    expect(messageShape('Bestellung {orderNo}')).not.toBe(source);
    expect(messageShape('Bestellung {orderNo} am {day}')).not.toBe(source);
  });

  it('lets a language use the plural categories it needs, but keeps other and exact cases', () => {
    const source = messageShape('{count, plural, =0 {none} one {# result} other {# results}}');
    expect(messageShape('{count, plural, =0 {tidak ada} other {# hasil}}')).toBe(source);
    expect(messageShape('{count, plural, one {# Ergebnis} other {# Ergebnisse}}')).not.toBe(source);
  });

  it('keeps the cases of a select and the rich-text tags', () => {
    expect(messageShape('{kind, select, bike {Bike} other {Part}}')).not.toBe(messageShape('{kind, select, bike {Rad} paa {Teil} other {Teil}}'));
    expect(messageShape('Read <b>this</b>')).not.toBe(messageShape('Lesen Sie dies'));
  });

  it('tells words from arguments, digits and punctuation', () => {
    expect(hasWords('{name} ({code})')).toBe(false);
    expect(hasWords('{value} % – 1')).toBe(false);
    expect(hasWords('{count, plural, other {# Stück}}')).toBe(true);
    expect(hasWords('Status')).toBe(true);
  });
});

describe('plural categories of a language', () => {
  it('are the ones CLDR gives the language', () => {
    expect(foreignPluralCategories('{count, plural, one {# Ergebnis} other {# Ergebnisse}}', 'de')).toEqual([]);
    expect(foreignPluralCategories('{count, plural, one {# hasil} other {# hasil}}', 'id-id')).toEqual(['one']);
    expect(() => foreignPluralCategories('{count, plural, =0 {none} one {# result}}', 'en-us')).toThrow();
  });
});
