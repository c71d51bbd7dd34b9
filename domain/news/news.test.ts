import { describe, expect, it } from 'vitest';
import { checkNewsDraft, isNewsForMarkets, isNewsValidAt, type NewsDraft } from './news';

const NOW = new Date('2026-03-10T09:00:00Z');

function draft(overrides: Partial<NewsDraft> = {}): NewsDraft {
  return {
    title: '  2027 range launch ',
    subtitle: '  ',
    body: '<p>The new gravel bikes arrive in April.</p>',
    validFrom: new Date('2026-03-01T00:00:00Z'),
    validTo: new Date('2026-04-01T00:00:00Z'),
    marketIds: ['m-id', 'm-id'],
    itemPerLine: 3,
    layout: { placeholderOnCard: true, titleOnCard: true, subtitleOnCard: false, releasedonOnCard: true, resolutionOnCard: false, gotopdpOnCard: false },
    productLink: '',
    ...overrides,
  };
}

describe('news validity', () => {
  it('given news released and not expired, when read now, then it is valid', () => {
    expect(isNewsValidAt({ validFrom: new Date('2026-03-01'), validTo: new Date('2026-04-01'), deletedAt: null }, NOW)).toBe(true);
  });

  it('given news released tomorrow, when read now, then it is not valid yet', () => {
    expect(isNewsValidAt({ validFrom: new Date('2026-03-11'), validTo: null, deletedAt: null }, NOW)).toBe(false);
  });

  it('given deleted news, when read now, then it is not valid', () => {
    expect(isNewsValidAt({ validFrom: new Date('2026-03-01'), validTo: null, deletedAt: new Date('2026-03-05') }, NOW)).toBe(false);
  });

  it('given news of Indonesia, when a reader of Singapore looks, then it is not theirs', () => {
    expect(isNewsForMarkets(['m-id'], ['m-sg'])).toBe(false);
    expect(isNewsForMarkets(['m-id', 'm-sg'], ['m-sg'])).toBe(true);
  });
});

describe('news draft', () => {
  it('given a complete draft, when checked, then text is trimmed, blanks are null and markets unique', () => {
    const checked = checkNewsDraft(draft());
    expect(checked).toMatchObject({ ok: true, value: { title: '2027 range launch', subtitle: null, productLink: null, marketIds: ['m-id'] } });
  });

  it('given an empty draft, when checked, then every missing field is named', () => {
    const checked = checkNewsDraft(draft({ title: ' ', body: '<p>&nbsp;</p>', marketIds: [], itemPerLine: 7 }));
    expect(checked.ok ? [] : checked.error.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['title', 'required'],
      ['body', 'required'],
      ['contentTargetMarkets', 'select_at_least_one'],
      ['itemPerLine', 'news_item_per_line_invalid'],
    ]);
  });

  it('given an end before the start, when checked, then the end is refused', () => {
    const checked = checkNewsDraft(draft({ validTo: new Date('2026-02-01') }));
    expect(checked.ok ? [] : checked.error.map((error) => error.field.join('.'))).toEqual(['validTo']);
  });

  it('given a title of 201 characters, when checked, then it is too long', () => {
    const checked = checkNewsDraft(draft({ title: 'a'.repeat(201) }));
    expect(checked.ok ? null : checked.error[0]).toMatchObject({ field: ['title'], message: 'max_characters', values: { max: '200' } });
  });
});
