import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, sanitiseRichText, type RichNode } from './rich-text';
import { richTextHtml } from './rich-text-html';

/** How deep generated markup nests. */
const MAX_DEPTH = 4;
/** Most children per element. */
const MAX_CHILDREN = 4;

const tags = ['p', 'a', 'b', 'em', 'ul', 'li', 'br', 'h3', 'font', 'script', 'style', 'img'];
const attributeNames = ['href', 'class', 'style', 'onclick', 'src'];
const attributeValues = ['https://a.example/?a=1&b="2"', 'javascript:alert(1)', '/path', '"><script>x</script>'];
// Text full of the characters markup is made of, so escaping is what keeps it text.
const markupText = fc.string({ maxLength: 12, unit: fc.constantFrom('a', '<', '>', '&', '"', "'", ' ', '/', '=') });

const { node } = fc.letrec<{ node: RichNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: MAX_DEPTH },
    fc.record({ kind: fc.constant('text' as const), text: markupText }),
    fc.record({
      kind: fc.constant('element' as const),
      tag: fc.constantFrom(...tags),
      attributes: fc.dictionary(fc.constantFrom(...attributeNames), fc.constantFrom(...attributeValues)),
      children: fc.array(tie('node'), { maxLength: MAX_CHILDREN }),
    }),
  ),
}));
const tree = fc.array(node, { maxLength: MAX_CHILDREN });

describe('richTextHtml', () => {
  it('writes only allowed tags, and no attribute but href, for sanitised rich text', () => {
    fc.assert(
      fc.property(tree, (nodes) => {
        const html = richTextHtml(sanitiseRichText(nodes));
        for (const [, tag, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
          expect(ALLOWED_TAGS.has(tag!)).toBe(true);
          expect(attributes!.replace(/ href="[^"<>]*"/g, '')).toBe('');
        }
      }),
    );
  });

  it('leaves every "<" in the output the start of a tag it wrote', () => {
    fc.assert(
      fc.property(tree, (nodes) => {
        const html = richTextHtml(sanitiseRichText(nodes));
        expect(html.replace(/<\/?[a-z0-9]+( href="[^"<>]*")?>/g, '')).not.toMatch(/[<>"]/);
      }),
    );
  });
});
