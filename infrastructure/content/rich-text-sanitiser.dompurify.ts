import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import type { RichTextSanitiser } from '../../application/service/content/ports';
import { ALLOWED_TAGS, DROPPED_TAGS, sanitiseRichText } from '../../domain/shell/rich-text';
import { richNodesOf, richTextHtml } from '../../domain/shell/rich-text-html';

/** Headings pass the first cleaning so that the allow-list can turn them into paragraphs instead of losing them. */
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * The rich-text allow-list applied with DOMPurify over jsdom: DOMPurify parses the HTML as a browser would and
 * removes what is not allowed (it knows the parser's tricks: mutation XSS, namespace confusion, clobbering); the
 * domain's allow-list then decides the final tree, which is written out with every text escaped.
 */
export class RichTextSanitiserDompurify implements RichTextSanitiser {
  private readonly purify: DOMPurify;

  constructor() {
    this.purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  }

  sanitise(html: string): string {
    const fragment = this.purify.sanitize(html, {
      ALLOWED_TAGS: [...ALLOWED_TAGS, ...HEADINGS],
      ALLOWED_ATTR: ['href'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
      FORBID_CONTENTS: [...DROPPED_TAGS],
      RETURN_DOM_FRAGMENT: true,
    });
    return richTextHtml(sanitiseRichText(richNodesOf(fragment.childNodes)));
  }
}
