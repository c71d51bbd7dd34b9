import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewPagesShown } from './preview-pages';

const allowed = {
  allowPreviewPage: true,
  previewPageUrl: 'https://preview.trailmark.example',
  features: [] as string[],
  newInquiryHiddenHostFragments: ['preview.'],
};

describe('Preview Pages button', () => {
  it('is shown when the host allows it and names a preview site', () => {
    expect(previewPagesShown(allowed, 'dealers.trailmark.example')).toBe(true);
    expect(previewPagesShown({ ...allowed, allowPreviewPage: false }, 'dealers.trailmark.example')).toBe(false);
    expect(previewPagesShown({ ...allowed, previewPageUrl: null }, 'dealers.trailmark.example')).toBe(false);
  });

  it('is hidden on excluded host names under CUSTOM_URL_TO_HIDE_NEW_INQUIRY', () => {
    const excluding = { ...allowed, features: ['CUSTOM_URL_TO_HIDE_NEW_INQUIRY'] };
    expect(previewPagesShown(excluding, 'preview.trailmark.example')).toBe(false);
    expect(previewPagesShown(excluding, 'PREVIEW.trailmark.example')).toBe(false);
    expect(previewPagesShown(excluding, 'dealers.trailmark.example')).toBe(true);
    expect(previewPagesShown(allowed, 'preview.trailmark.example')).toBe(true);
  });

  it('is never shown where the host does not allow it', () => {
    fc.assert(
      fc.property(fc.domain(), fc.array(fc.string()), fc.boolean(), (hostname, fragments, excluding) => {
        const config = { ...allowed, allowPreviewPage: false, newInquiryHiddenHostFragments: fragments, features: excluding ? ['CUSTOM_URL_TO_HIDE_NEW_INQUIRY'] : [] };
        expect(previewPagesShown(config, hostname)).toBe(false);
      }),
    );
  });
});
