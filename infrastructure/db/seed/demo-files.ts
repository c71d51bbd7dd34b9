import type { FileStore } from '../../../application/service/shared/ports';
import { BANNER_FOLDER } from '../../../application/service/banners/banner-image';
import { PRODUCT_IMAGE_FOLDER } from '../../../application/service/catalogue/product-images';
import { productImageName } from '../../../domain/catalogue/product-image';
import { demoArticles } from './commerce/articles.data';
import { productDrawingSvg } from './commerce/product-drawings';
import { DEMO_BANNER_IMAGES } from './demo-data';
import { ensureDemoVisitPhotos } from './demo-visit-forms';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A 1200×400 banner: a coloured field, a wheel drawn in the accent colour, a headline and a subline. */
export function bannerSvg(image: { headline: string; subline: string; background: string; accent: string }): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img">',
    `<title>${escapeXml(image.headline)}</title>`,
    `<rect width="1200" height="400" fill="${image.background}"/>`,
    `<circle cx="1000" cy="200" r="150" fill="none" stroke="${image.accent}" stroke-width="18"/>`,
    `<circle cx="1000" cy="200" r="22" fill="${image.accent}"/>`,
    ...[0, 30, 60, 90, 120, 150].map(
      (angle) => `<line x1="1000" y1="60" x2="1000" y2="340" stroke="${image.accent}" stroke-width="4" transform="rotate(${angle} 1000 200)"/>`,
    ),
    `<text x="80" y="190" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(image.headline)}</text>`,
    `<text x="80" y="260" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="${image.accent}">${escapeXml(image.subline)}</text>`,
    '</svg>',
  ].join('\n');
}

/**
 * Writes the demo banner images the seeded banners name and the picture sources the seeded products name, leaving
 * any that are already there. It runs on every start with demo data on, so a database seeded earlier still finds
 * its images in a new files folder.
 */
export async function ensureDemoFiles(files: FileStore): Promise<void> {
  for (const image of DEMO_BANNER_IMAGES) {
    if (await files.exists(BANNER_FOLDER, image.file)) continue;
    await files.write(BANNER_FOLDER, image.file, new TextEncoder().encode(bannerSvg(image)));
  }
  for (const article of demoArticles()) {
    const name = productImageName(article.articleCode);
    const file = `${name}.svg`;
    if (!name || (await files.exists(PRODUCT_IMAGE_FOLDER, file))) continue;
    await files.write(PRODUCT_IMAGE_FOLDER, file, new TextEncoder().encode(productDrawingSvg(article)));
  }
  await ensureDemoVisitPhotos(files);
}
