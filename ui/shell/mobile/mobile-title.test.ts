import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute, MOBILE_TITLE_MAX_LENGTH, ROUTES } from '../../../domain/navigation/routes';
import { mobileTitle } from './mobile-title';

describe('mobile title', () => {
  it('names a page by its route title message', () => {
    expect(mobileTitle(matchRoute('/order')!)).toEqual({ kind: 'message', key: 'route_title_order' });
    expect(mobileTitle(matchRoute('/invoice/invoice-list-new')!)).toEqual({ kind: 'message', key: 'route_title_invoice-invoice-list' });
  });

  it('names a visit form by its id', () => {
    expect(mobileTitle(matchRoute('/visit-form/wim/VF-2027-001')!)).toEqual({ kind: 'text', text: 'VF-2027-001' });
  });

  it('shows the brand where the route has no title', () => {
    expect(mobileTitle(matchRoute('/')!)).toEqual({ kind: 'brand' });
  });

  it('never names a visit form by more than the mobile length plus an ellipsis', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,80}$/), (id) => {
        const title = mobileTitle(matchRoute(`/visit-form/polygon/${id}`)!);
        if (title.kind === 'text') expect(Array.from(title.text).length).toBeLessThanOrEqual(MOBILE_TITLE_MAX_LENGTH + 1);
        else expect(['create']).toContain(id);
      }),
    );
  });

  it('gives every route a title source', () => {
    for (const route of ROUTES) expect(mobileTitle({ route, params: {} }).kind).toMatch(/message|text|brand/);
  });
});

describe('mobile title of untitled pages', () => {
  const untitled = (name: string) => ({ ...ROUTES.find((route) => route.name === name)!, titleKey: null });

  it('names only visit-form detail pages by their id, and other untitled pages by the brand', () => {
    expect(mobileTitle({ route: untitled('news-id'), params: { id: '42' } })).toEqual({ kind: 'brand' });
    expect(mobileTitle({ route: untitled('visit-form-polygon'), params: { id: '42' } })).toEqual({ kind: 'brand' });
    expect(mobileTitle({ route: untitled('visit-form-wim-id'), params: { id: '42' } })).toEqual({ kind: 'text', text: '42' });
    expect(mobileTitle({ route: untitled('visit-form-wim-id'), params: {} })).toEqual({ kind: 'brand' });
  });
});
