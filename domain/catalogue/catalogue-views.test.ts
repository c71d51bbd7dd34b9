import { describe, expect, it } from 'vitest';
import { completeHostConfig } from '../config/host-config';
import { BEST_SELLERS_LIMIT, catalogueView, listingPage, pageCount, pageNumber, PURCHASES_PAGE_LIMIT, viewQuota } from './catalogue-views';

const defaults = completeHostConfig({ host: 'h', brandName: 'b', sorg: 'ID01', webTitle: 't' }, {});

describe('catalogueView', () => {
  it('shows the group view by default', () => {
    expect(catalogueView(undefined, defaults)).toBe('group');
  });

  it("follows the host's default and the address's view=item", () => {
    expect(catalogueView(null, { catalogDefaultView: 'item' })).toBe('item');
    expect(catalogueView('item', defaults)).toBe('item');
    expect(catalogueView('group', { catalogDefaultView: 'item' })).toBe('group');
    expect(catalogueView('list', { catalogDefaultView: 'item' })).toBe('item');
  });
});

describe('viewQuota', () => {
  it('holds 10 items or 12 models per page by default', () => {
    expect(viewQuota('item', defaults)).toBe(10);
    expect(viewQuota('group', defaults)).toBe(12);
  });

  it("takes the host's quotas, but never a page of nothing", () => {
    expect(viewQuota('item', { itemViewQuota: 24, modelViewQuota: 6 })).toBe(24);
    expect(viewQuota('group', { itemViewQuota: 24, modelViewQuota: 6 })).toBe(6);
    expect(viewQuota('item', { itemViewQuota: 0, modelViewQuota: -1 })).toBe(10);
    expect(viewQuota('group', { itemViewQuota: 0, modelViewQuota: 2.5 })).toBe(12);
  });
});

describe('paging', () => {
  it('starts at page 1', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber(0)).toBe(1);
    expect(pageNumber(1.5)).toBe(1);
    expect(pageNumber(3)).toBe(3);
  });

  it('counts pages and offsets', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(listingPage(3, 12)).toEqual({ page: 3, limit: 12, offset: 24 });
  });

  it('shows 8 best sellers and 12 purchases a page', () => {
    expect(BEST_SELLERS_LIMIT).toBe(8);
    expect(PURCHASES_PAGE_LIMIT).toBe(12);
  });
});
