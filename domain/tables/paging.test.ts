import { describe, expect, it } from 'vitest';
import { clampPage, isPageSize, pageCount, pageOf, pageRange, visiblePages } from './paging';

describe('paging', () => {
  it('counts pages, with one empty page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });

  it('clamps the page into the pages there are', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
  });

  it('shows ten page buttons with the current page in the middle where it can be', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(visiblePages(15, 30)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(visiblePages(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('slices a page out of a list held whole', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(pageOf(rows, 3, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(pageOf(rows, 9, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(pageOf([], 1, 10)).toEqual([]);
  });

  it('numbers the rows of a page', () => {
    expect(pageRange(2, 10, 45)).toEqual({ first: 11, last: 20 });
    expect(pageRange(5, 10, 45)).toEqual({ first: 41, last: 45 });
    expect(pageRange(1, 10, 0)).toEqual({ first: 0, last: 0 });
  });

  it('offers 10 and 20 rows per page', () => {
    expect(isPageSize(10)).toBe(true);
    expect(isPageSize(20)).toBe(true);
    expect(isPageSize(25)).toBe(false);
  });
});
