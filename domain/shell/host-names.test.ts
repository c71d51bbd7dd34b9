import { describe, expect, it } from 'vitest';
import { usesOpenToBuyWording } from '../credit/credit-display';
import { manifestEntryFor } from './manifest-entry';
import { previewPagesShown } from './preview-pages';

/**
 * Host names reach these rules as the browser or a proxy writes them: in any case, sometimes with blanks from a
 * configuration file or with the trailing dot of a fully qualified name, and hosts list several names.
 */
const VELOCITA = { domains: ['dealers.velocita.example', ' Shop.Velocita.example. '], manifest: 'velocita.webmanifest' };
const TRAILMARK = { domains: ['dealers.trailmark.example'], manifest: 'trailmark.webmanifest' };
const EXCLUDING = {
  allowPreviewPage: true,
  previewPageUrl: 'https://preview.trailmark.example',
  features: ['CUSTOM_URL_TO_HIDE_NEW_INQUIRY'],
  newInquiryHiddenHostFragments: ['staging.', 'preview.'],
};

describe('host names', () => {
  it('finds the manifest of a host written with blanks or a trailing dot, on either side', () => {
    expect(manifestEntryFor([TRAILMARK, VELOCITA], ' shop.velocita.example ')).toBe(VELOCITA);
    expect(manifestEntryFor([TRAILMARK, VELOCITA], 'SHOP.VELOCITA.EXAMPLE.')).toBe(VELOCITA);
    expect(manifestEntryFor([TRAILMARK, VELOCITA], 'dealers.trailmark.example.')).toBe(TRAILMARK);
  });

  it('finds no manifest for a blank host name, even where a mapping lists a blank name', () => {
    expect(manifestEntryFor([{ domains: [''], manifest: 'blank' }, VELOCITA], '  ')).toBeUndefined();
  });

  it('hides the preview button on a host matching any one of the excluded fragments, not only all of them', () => {
    expect(previewPagesShown(EXCLUDING, 'preview.trailmark.example')).toBe(false);
    expect(previewPagesShown(EXCLUDING, 'dealers.trailmark.example')).toBe(true);
  });

  it('does not let an empty excluded fragment hide the preview button everywhere', () => {
    expect(previewPagesShown({ ...EXCLUDING, newInquiryHiddenHostFragments: [''] }, 'dealers.trailmark.example')).toBe(true);
  });

  it('says "Open to Buy" on any one of the listed hosts', () => {
    expect(usesOpenToBuyWording('dealers.trailmark.example', ['dealers.velocita.example', 'dealers.trailmark.example'])).toBe(true);
  });
});
