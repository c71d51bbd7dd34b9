import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleCodesIn } from './article-code-list';

describe('article code list', () => {
  it('reads codes one per line or separated, each once, upper-cased', () => {
    expect(articleCodesIn(' vp-grp-black\nVB-AESL-27-M, vp-grp-black;  NOPE \n\n')).toEqual(['VP-GRP-BLACK', 'VB-AESL-27-M', 'NOPE']);
  });

  it('finds nothing in blank text', () => {
    expect(articleCodesIn(' \n\t, ;')).toEqual([]);
  });

  it('joining the codes back with new lines reads the same codes', () => {
    const code = fc.stringMatching(/^[A-Z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(code, { maxLength: 30 }), (codes) => {
        const read = articleCodesIn(codes.join('\n'));
        expect(articleCodesIn(read.join(', '))).toEqual(read);
        expect(new Set(read)).toEqual(new Set(codes));
      }),
    );
  });
});
