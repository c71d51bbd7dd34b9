import { describe, expect, it } from 'vitest';
import { MARKETING_LINK_PERIOD_MS, MarketingFileLinksHmac } from './marketing-file-links';

const at = (time: number) => ({ now: () => new Date(time) });
const IMAGE = '7b0c1c9e-7a39-4d43-9c39-5f2b8a1f0c11';

function partsOf(link: string) {
  const url = new URL(link, 'http://portal.test');
  return { expires: url.searchParams.get('expires') ?? undefined, signature: url.searchParams.get('signature') ?? undefined };
}

describe('marketing file links', () => {
  it('given a link it signed, when verified before it expires, then it is accepted', () => {
    const links = new MarketingFileLinksHmac('secret', at(1_000_000));
    const { expires, signature } = partsOf(links.link(IMAGE, 'original'));
    expect(links.verify(IMAGE, 'original', expires, signature)).toBe(true);
  });

  it('given a link of one kind, when used for another or for another image, then it is refused', () => {
    const links = new MarketingFileLinksHmac('secret', at(1_000_000));
    const { expires, signature } = partsOf(links.link(IMAGE, 'thumbnail'));
    expect(links.verify(IMAGE, 'original', expires, signature)).toBe(false);
    expect(links.verify(IMAGE.replace('7b', '8b'), 'thumbnail', expires, signature)).toBe(false);
  });

  it('given a link signed with another secret or past its expiry, when verified, then it is refused', () => {
    const { expires, signature } = partsOf(new MarketingFileLinksHmac('other', at(1_000_000)).link(IMAGE, 'original'));
    expect(new MarketingFileLinksHmac('secret', at(1_000_000)).verify(IMAGE, 'original', expires, signature)).toBe(false);
    const links = new MarketingFileLinksHmac('secret', at(1_000_000));
    const own = partsOf(links.link(IMAGE, 'original'));
    expect(new MarketingFileLinksHmac('secret', at(1_000_000 + 3 * MARKETING_LINK_PERIOD_MS)).verify(IMAGE, 'original', own.expires, own.signature)).toBe(false);
  });

  it('given two requests within one period, when links are issued, then they are the same', () => {
    expect(new MarketingFileLinksHmac('s', at(0)).link(IMAGE, 'thumbnail')).toBe(new MarketingFileLinksHmac('s', at(1000)).link(IMAGE, 'thumbnail'));
  });
});
