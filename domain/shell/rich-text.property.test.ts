import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, DROPPED_TAGS, richTextContent, safeHref, sanitiseRichText, type RichNode } from './rich-text';

/** How deep generated markup nests. */
const MAX_DEPTH = 4;
/** Most children per element. */
const MAX_CHILDREN = 4;

const tags = ['p', 'a', 'b', 'strong', 'em', 'li', 'ul', 'div', 'span', 'h2', 'font', 'center', 'script', 'style', 'iframe', 'img', 'svg'];
const attributeNames = ['href', 'class', 'style', 'onclick', 'onerror', 'src', 'target', 'id'];
const attributeValues = ['https://a.example', 'javascript:alert(1)', ' JAVA\nSCRIPT:x', 'data:text/html,x', '/path', 'x', '//evil.example'];

const { node } = fc.letrec<{ node: RichNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: MAX_DEPTH },
    fc.record({ kind: fc.constant('text' as const), text: fc.string({ maxLength: 12 }) }),
    fc.record({
      kind: fc.constant('element' as const),
      tag: fc.constantFrom(...tags),
      attributes: fc.dictionary(fc.constantFrom(...attributeNames), fc.constantFrom(...attributeValues)),
      children: fc.array(tie('node'), { maxLength: MAX_CHILDREN }),
    }),
  ),
}));

function walk(nodes: readonly RichNode[], visit: (element: Extract<RichNode, { kind: 'element' }>) => void) {
  for (const current of nodes) {
    if (current.kind === 'element') {
      visit(current);
      walk(current.children, visit);
    }
  }
}

/** The text of the input outside dropped tags: what sanitising must keep word for word. */
function readableText(nodes: readonly RichNode[]): string {
  return nodes
    .map((current) => (current.kind === 'text' ? current.text : DROPPED_TAGS.has(current.tag) ? '' : readableText(current.children)))
    .join('');
}

describe('rich text sanitiser, properties', () => {
  it('keeps only allowed tags, and no attribute but a safe href on links', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: MAX_CHILDREN }), (input) => {
        walk(sanitiseRichText(input), (element) => {
          expect(ALLOWED_TAGS.has(element.tag)).toBe(true);
          const names = Object.keys(element.attributes);
          if (element.tag === 'a') {
            expect(names).toEqual(['href']);
            expect(safeHref(element.attributes.href!)).toBe(element.attributes.href);
          } else {
            expect(names).toEqual([]);
          }
        });
      }),
    );
  });

  it('keeps every word outside dropped tags, in order', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: MAX_CHILDREN }), (input) => {
        const sanitised = sanitiseRichText(input);
        // br keeps no children, so text inside a (malformed) br is not readable either way.
        const withoutBreakContent = (nodes: readonly RichNode[]): RichNode[] =>
          nodes.map((n) => (n.kind === 'element' ? { ...n, children: n.tag === 'br' ? [] : withoutBreakContent(n.children) } : n));
        expect(richTextContent(sanitised)).toBe(readableText(withoutBreakContent(input)));
      }),
    );
  });

  it('is idempotent: sanitising twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: MAX_CHILDREN }), (input) => {
        const once = sanitiseRichText(input);
        expect(sanitiseRichText(once)).toEqual(once);
      }),
    );
  });
});
