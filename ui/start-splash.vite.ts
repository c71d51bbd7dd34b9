import type { Plugin } from 'vite';

const STYLE_SHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Moves the built page's style sheet links from the head to just after the portal's root element. A style sheet in
 * the head keeps the browser from painting anything until it arrives; after the root it holds back only what follows,
 * so the mark the page opens with (index.html) shows at once. Scripts still wait for the style sheets, as they did.
 */
export function styleSheetsAfterRoot(html: string): string {
  const links = html.match(STYLE_SHEET_LINK) ?? [];
  if (links.length === 0) return html;
  const withoutLinks = html.replace(STYLE_SHEET_LINK, '');
  const at = withoutLinks.indexOf('<noscript>');
  if (at < 0) throw new Error('index.html has no <noscript> after its root element to place the style sheets before');
  return `${withoutLinks.slice(0, at)}${links.map((link) => link.trim()).join('')}\n    ${withoutLinks.slice(at)}`;
}

/**
 * The build step that applies {@link styleSheetsAfterRoot} to the portal page once Vite has written its links; other
 * pages built with this configuration (Storybook's preview) have no opening mark and stay as they are.
 */
export function startSplashFirst(): Plugin {
  return {
    name: 'portal:start-splash-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html, context) => (context.path === '/index.html' ? styleSheetsAfterRoot(html) : html) },
  };
}
