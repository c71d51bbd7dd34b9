import { describe, expect, it } from 'vitest';
import { styleSheetsAfterRoot } from './start-splash.vite';

const BUILT = [
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-2.css">',
  '    <link rel="stylesheet" crossorigin href="/assets/extra-3.css">',
  '</head><body><div id="root"><div class="start-splash"></div></div>',
  '    <noscript>JavaScript is needed.</noscript></body></html>',
].join('\n');

describe('the built page\'s style sheets after its root', () => {
  it('moves every style sheet link out of the head to just after the root, in their order', () => {
    const page = styleSheetsAfterRoot(BUILT);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('stylesheet');
    const body = page.slice(page.indexOf('<body>'));
    const first = body.indexOf('index-2.css');
    expect(first).toBeGreaterThan(body.indexOf('</div></div>'));
    expect(body.indexOf('extra-3.css')).toBeGreaterThan(first);
    expect(body.indexOf('<noscript>')).toBeGreaterThan(body.indexOf('extra-3.css'));
  });

  it('leaves a page without style sheets as it is and keeps the scripts where they were', () => {
    const withoutSheets = BUILT.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
    expect(styleSheetsAfterRoot(withoutSheets)).toBe(withoutSheets);
    expect(styleSheetsAfterRoot(BUILT)).toContain('<head><script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('refuses a page that has no place after its root for them', () => {
    expect(() => styleSheetsAfterRoot('<head><link rel="stylesheet" href="/a.css"></head><body></body>')).toThrow(/noscript/);
  });
});
