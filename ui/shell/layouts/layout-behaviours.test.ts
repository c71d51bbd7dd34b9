import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../../domain/access/scope-catalogue';
import type { Layout } from '../../../domain/navigation/routes';
import { bannerPopupShown, layoutBehaviour } from './layout-behaviours';

const LAYOUTS: Layout[] = ['default', 'defaultV2', 'defaultV3', 'full-container'];
const layout = fc.constantFrom(...LAYOUTS);
const scopes = fc.subarray([...ALL_SCOPES]);

describe('layouts', () => {
  it('frames every page but those of the full-container layout', () => {
    expect(LAYOUTS.filter((given) => layoutBehaviour(given).framed)).toEqual(['default', 'defaultV2', 'defaultV3']);
  });

  it('loads the cart in the default layouts and shows the announcement in defaultV2', () => {
    expect(LAYOUTS.filter((given) => layoutBehaviour(given).loadsCart)).toEqual(['default', 'defaultV2']);
    expect(LAYOUTS.filter((given) => layoutBehaviour(given).announcement)).toEqual(['defaultV2']);
  });

  it('hides the banner pop-up from users of the catalogue home page', () => {
    expect(bannerPopupShown('defaultV2', [])).toBe(true);
    expect(bannerPopupShown('defaultV2', ['page.home-page'])).toBe(false);
    expect(bannerPopupShown('default', [])).toBe(false);
  });

  it('never shows the banner pop-up outside defaultV2, whatever the scopes', () => {
    fc.assert(
      fc.property(layout, scopes, (given, held) => {
        if (given !== 'defaultV2') expect(bannerPopupShown(given, held)).toBe(false);
      }),
    );
  });
});
