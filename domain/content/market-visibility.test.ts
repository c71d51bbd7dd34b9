import { describe, expect, it } from 'vitest';
import { marketsOutside, marketsToRead, reachesReader } from './market-visibility';

describe('market visibility', () => {
  it('given content of Indonesia, when an Indonesian reader reads, then it reaches them', () => {
    expect(reachesReader(['id', 'sg'], ['id'])).toBe(true);
  });

  it('given content of Singapore only, when an Indonesian reader reads, then it does not reach them', () => {
    expect(reachesReader(['sg'], ['id', 'global'])).toBe(false);
  });

  it('given a filter naming a market of another reader, when narrowing, then that market is dropped', () => {
    expect(marketsToRead(['id', 'global'], ['global', 'us'])).toEqual(['global']);
    expect(marketsToRead(['id', 'global'], [])).toEqual(['id', 'global']);
  });

  it('given a change naming a market of another type, when checking, then that market is named', () => {
    expect(marketsOutside(['id', 'news-id'], ['id', 'sg'])).toEqual(['news-id']);
  });
});
