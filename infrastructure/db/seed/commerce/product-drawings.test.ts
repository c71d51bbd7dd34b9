import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productImageName } from '../../../../domain/catalogue/product-image';
import { demoArticles } from './articles.data';
import { productDrawingSvg } from './product-drawings';

describe('demo product drawings', () => {
  const articles = demoArticles();

  it('every demo article has a picture name of its own', () => {
    const names = articles.map((article) => productImageName(article.articleCode));
    expect(names.every((name) => name !== undefined)).toBe(true);
    expect(new Set(names).size).toBe(articles.length);
  });

  it('every demo article is drawn differently', () => {
    expect(new Set(articles.map(productDrawingSvg)).size).toBe(articles.length);
  });

  it('every drawing is an SVG the image encoder reads, 4:3', async () => {
    for (const article of articles) {
      const metadata = await sharp(Buffer.from(productDrawingSvg(article))).metadata();
      expect([article.articleCode, metadata.format, metadata.width * 3]).toEqual([article.articleCode, 'svg', metadata.height * 4]);
    }
  });
});
