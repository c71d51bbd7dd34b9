/**
 * Rich text from the service (announcement content is HTML written by administrators) as a plain tree, and the
 * allow-list that decides what of it the portal shows. The browser parses the HTML into this tree; the portal
 * renders only what {@link sanitiseRichText} keeps, as elements it builds itself, never as raw HTML.
 */
export type RichNode = RichText | RichElement;

export interface RichText {
  kind: 'text';
  text: string;
}

export interface RichElement {
  kind: 'element';
  /** Lower-case tag name. */
  tag: string;
  attributes: Record<string, string>;
  children: RichNode[];
}

/** Tags kept as they are: paragraphs, line breaks, emphasis, lists, links, quotes and neutral wrappers. */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'ul', 'ol', 'li', 'a', 'blockquote',
]);

/** Headings become paragraphs, so an announcement cannot break the heading outline of the page it sits on. */
const RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p' };

/** Tags dropped together with everything inside them: their content is code or media, not text to read. */
export const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'svg', 'math',
  'head', 'title', 'meta', 'link', 'base', 'form', 'input', 'button', 'select', 'textarea', 'img', 'video', 'audio',
  'canvas', 'picture', 'source', 'track',
]);

/** Link schemes a person may follow from an announcement; anything else (javascript:, data:, vbscript:…) is dropped. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The link target an announcement may carry: an http(s), mailto or tel URL, or a path on this site; null for
 * anything else. Control characters and white space, which browsers skip inside a scheme, are removed first.
 */
export function safeHref(href: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return SAFE_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`) ? compact : null;
  // Protocol-relative URLs (//host) and backslash tricks leave the site; paths, queries and fragments stay.
  if (/^[\\/]{2}/.test(compact)) return null;
  return compact;
}

function sanitiseNode(node: RichNode): RichNode[] {
  if (node.kind === 'text') return node.text === '' ? [] : [node];
  const tag = node.tag.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return [];
  const children = sanitiseRichText(node.children);
  const kept = RENAMED_TAGS[tag] ?? tag;
  if (!ALLOWED_TAGS.has(kept)) return children;
  if (kept === 'a') {
    const href = node.attributes.href === undefined ? null : safeHref(node.attributes.href);
    return href === null ? children : [{ kind: 'element', tag: 'a', attributes: { href }, children }];
  }
  return [{ kind: 'element', tag: kept, attributes: {}, children: kept === 'br' ? [] : children }];
}

/**
 * Keeps the allowed part of rich text: allowed tags without any attribute but a safe link target; headings as
 * paragraphs; dropped tags gone with their content; any other tag replaced by its (sanitised) content.
 */
export function sanitiseRichText(nodes: readonly RichNode[]): RichNode[] {
  return nodes.flatMap(sanitiseNode);
}

/** The text a person reads in rich text, without markup. */
export function richTextContent(nodes: readonly RichNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : richTextContent(node.children))).join('');
}
