import { describe, expect, it } from 'vitest';
import { isProductImageName, productImageHeight, productImageName, productImagePath, productImageWidth, srcsetWidths } from './product-image';

describe('productImageName', () => {
  it('is the article code in lower case when it holds only letters, digits and dashes', () => {
    expect(productImageName('VB-AESL-27-M')).toBe('vb-aesl-27-m');
  });

  it('writes any other character as its code point between underscores', () => {
    expect(productImageName('TYR 700x25c')).toBe('tyr_20_700x25c');
    expect(productImageName('A/B_1')).toBe('a_2f_b_5f_1');
    expect(productImageName('LÖ-1')).toBe('l_f6_-1');
  });

  it('names no picture for a code that does not start with a letter or digit', () => {
    expect(productImageName('-X1')).toBeUndefined();
    expect(productImageName('_X1')).toBeUndefined();
    expect(productImageName('')).toBeUndefined();
  });
});

describe('isProductImageName', () => {
  it.each(['vb-aesl-27-m', 'tyr_20_700x25c', 'x'])('accepts %s', (name) => {
    expect(isProductImageName(name)).toBe(true);
  });

  it.each(['', '-x', '_x', '..', '../secret', 'a/b', 'a\\b', '.hidden', 'VB-AESL', 'a.webp', 'a b', 'x'.repeat(241)])('refuses %j', (name) => {
    expect(isProductImageName(name)).toBe(false);
  });
});

describe('productImageWidth', () => {
  it('reads a width the service renders', () => {
    expect(productImageWidth('160')).toBe(160);
    expect(productImageWidth('960')).toBe(960);
  });

  it.each([undefined, null, '', '200', '0160', '160.0', ' 160', '1e3'])('refuses %j', (requested) => {
    expect(productImageWidth(requested)).toBeUndefined();
  });
});

describe('productImageHeight', () => {
  it('keeps the pictures 4:3', () => {
    expect(productImageHeight(160)).toBe(120);
    expect(productImageHeight(96)).toBe(72);
  });
});

describe('srcsetWidths', () => {
  it('offers a list thumbnail the width that fills it and the one for 2× screens', () => {
    expect(srcsetWidths(200)).toEqual([480]);
    expect(srcsetWidths(120)).toEqual([160, 480]);
  });

  it('offers a small cart picture only the narrowest width', () => {
    expect(srcsetWidths(64)).toEqual([160]);
  });

  it('offers a picture wider than every width only the widest', () => {
    expect(srcsetWidths(1200)).toEqual([960]);
  });
});

describe('productImagePath', () => {
  it('names the picture and the width', () => {
    expect(productImagePath('vb-aesl-27-m', 480)).toBe('/product-images/vb-aesl-27-m.webp?w=480');
  });
});
