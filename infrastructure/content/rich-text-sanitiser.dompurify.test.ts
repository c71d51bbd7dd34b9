import { describe, expect, it } from 'vitest';
import { RichTextSanitiserDompurify } from './rich-text-sanitiser.dompurify';

const sanitiser = new RichTextSanitiserDompurify();

describe('RichTextSanitiserDompurify', () => {
  it('keeps paragraphs, emphasis, lists, quotes and safe links', () => {
    const html = '<p>Spring <strong>range</strong> <em>now</em></p><ul><li>One</li></ul><blockquote>Q</blockquote><p><a href="https://velocita.example/x?a=1&amp;b=2">More</a></p>';
    expect(sanitiser.sanitise(html)).toBe(html);
  });

  it('drops scripts and their content, wherever they hide', () => {
    const attacks = [
      '<p>Hi</p><script>alert(1)</script>',
      '<p>Hi<SCRIPT src="https://evil.example/x.js"></SCRIPT></p>',
      '<svg><script>alert(1)</script></svg><p>Hi</p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Hi</p></noscript>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<template><script>alert(1)</script></template><p>Hi</p>',
    ];
    for (const attack of attacks) {
      const result = sanitiser.sanitise(attack);
      expect(result).not.toMatch(/<script|onerror|alert\(1\)<\/script/i);
      expect(result).not.toMatch(/<(img|svg|math|template|noscript|style)/i);
    }
  });

  it('removes every event handler attribute', () => {
    const result = sanitiser.sanitise('<p onclick="steal()" onmouseover="steal()">Hi <b onfocus=steal() tabindex=0>there</b></p><img src=x onerror="steal()">');
    expect(result).toBe('<p>Hi <b>there</b></p>');
  });

  it('never keeps a javascript:, data: or vbscript: link, however it is written', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect(sanitiser.sanitise(`<a href="${href}">click</a>`)).toBe('click');
    }
  });

  it('never keeps styles: neither style attributes nor style sheets', () => {
    expect(sanitiser.sanitise('<p style="background:url(javascript:alert(1))">Hi</p><style>p{color:red}</style>')).toBe('<p>Hi</p>');
    expect(sanitiser.sanitise('<p class="x" id="y">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('turns headings into paragraphs and unknown tags into their text', () => {
    expect(sanitiser.sanitise('<h1>Title</h1><font color="red">big</font>')).toBe('<p>Title</p>big');
  });

  it('escapes text so that it stays text', () => {
    expect(sanitiser.sanitise('<p>1 &lt; 2 &amp; "quoted"</p>')).toBe('<p>1 &lt; 2 &amp; &quot;quoted&quot;</p>');
  });

  it('gives the same answer when asked twice', () => {
    const once = sanitiser.sanitise('<h2>A</h2><p onclick=x>B<a href="javascript:x">C</a><a href="/orders">D</a></p>');
    expect(sanitiser.sanitise(once)).toBe(once);
  });
});
