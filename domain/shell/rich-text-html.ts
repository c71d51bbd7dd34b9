import type { RichNode } from './rich-text';

const TEXT_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => TEXT_ESCAPES[character]!);
}

/** Tags that have no content and no closing tag in HTML. */
const VOID_TAGS: ReadonlySet<string> = new Set(['br']);

/**
 * Rich text as the HTML the service stores and sends: every text and attribute escaped, so the markup is exactly
 * the tree's elements. Meant for a tree {@link sanitiseRichText} has kept; it adds nothing of its own.
 */
export function richTextHtml(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeHtml(node.text);
      const attributes = Object.entries(node.attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attributes}>`;
      return `<${node.tag}${attributes}>${richTextHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The part of a parsed HTML node (a browser's DOMParser or the service's HTML parser) rich text is read from. */
export interface ParsedHtmlNode {
  nodeType: number;
  textContent: string | null;
  tagName?: string;
  attributes?: Iterable<{ name: string; value: string }>;
  childNodes: Iterable<ParsedHtmlNode>;
}

/** Parsed HTML as the plain rich-text tree, before the allow-list decides what of it stays. */
export function richNodesOf(nodes: Iterable<ParsedHtmlNode>): RichNode[] {
  const result: RichNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE) result.push({ kind: 'text', text: node.textContent ?? '' });
    else if (node.nodeType === ELEMENT_NODE && node.tagName !== undefined) {
      const attributes: Record<string, string> = {};
      for (const attribute of node.attributes ?? []) attributes[attribute.name.toLowerCase()] = attribute.value;
      result.push({ kind: 'element', tag: node.tagName.toLowerCase(), attributes, children: richNodesOf(node.childNodes) });
    }
  }
  return result;
}
