import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MARKETING_FOLDER, THUMBNAIL_WIDTH } from '../../../application/service/marketing-material/marketing-images';
import type { FileStore } from '../../../application/service/shared/ports';
import type { Database } from '../database';
import { marketingCategories, marketingCategoryMarkets, marketingImages } from '../marketing-material/schema';
import { salesDocumentAttachments, salesDocumentGroupMarkets, salesDocumentGroups, salesDocumentMarkets, salesDocuments } from '../sales-documents/schema';
import { contentTargetMarkets } from '../schema';
import { ImageEncoderSharp } from '../../images/image-encoder.sharp';
import { DEMO_MARKETING_CATEGORIES, DEMO_SALES_DOCUMENT_GROUPS, DEMO_SALES_DOCUMENTS, type DemoMarketingImage } from './demo-content-library.data';
import { validityAround } from './demo-data';
import { demoAttachmentStoredName } from './demo-sales-document-files';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function marketIds(tx: Transaction, type: string): Promise<(names: string[]) => string[]> {
  const rows = await tx.select().from(contentTargetMarkets).where(eq(contentTargetMarkets.type, type));
  return (names) => names.map((name) => rows.find((row) => row.marketName === name)!.id);
}

/** Seeds the sales documents, their groups, the marketing categories and their images' rows. */
export async function applyDemoContentLibrary(tx: Transaction, options: { now: Date }): Promise<void> {
  const salesMarkets = await marketIds(tx, 'sales_document');
  const groups = await tx.insert(salesDocumentGroups).values(DEMO_SALES_DOCUMENT_GROUPS.map(({ name }) => ({ name }))).returning();
  const groupId = (name: string) => groups.find((group) => group.name === name)!.id;
  await tx
    .insert(salesDocumentGroupMarkets)
    .values(DEMO_SALES_DOCUMENT_GROUPS.flatMap((group) => salesMarkets(group.markets).map((marketId) => ({ groupId: groupId(group.name), marketId }))));
  for (const [index, document] of DEMO_SALES_DOCUMENTS.entries()) {
    const createdAt = new Date(options.now.getTime() - (DEMO_SALES_DOCUMENTS.length - index) * 60_000);
    const [row] = await tx
      .insert(salesDocuments)
      .values({
        type: document.type,
        title: document.title,
        subtitle: document.subtitle,
        body: document.body,
        ...validityAround(options.now, document.fromDays, document.toDays),
        groupId: document.group ? groupId(document.group) : null,
        createdAt,
        updatedAt: createdAt,
        deletedAt: document.deleted ? options.now : null,
      })
      .returning({ id: salesDocuments.id });
    await tx.insert(salesDocumentMarkets).values(salesMarkets(document.markets).map((marketId) => ({ documentId: row!.id, marketId })));
    if (document.attachment) {
      // Size 1 until the start-up writes the PDF and records its real size (the column refuses 0).
      const storedName = demoAttachmentStoredName(document.attachment);
      await tx.insert(salesDocumentAttachments).values({ documentId: row!.id, fileName: document.attachment, storedName, contentType: 'application/pdf', size: 1, createdAt });
    }
  }

  const marketingMarkets = await marketIds(tx, 'marketing_material');
  const categoryIds = new Map<string, string>();
  for (const [index, category] of DEMO_MARKETING_CATEGORIES.entries()) {
    const { images, markets, parent, ...fields } = category;
    const [row] = await tx
      .insert(marketingCategories)
      .values({ ...fields, parentId: parent ? categoryIds.get(parent)! : null, showChilds: true, sortOrder: index })
      .returning({ id: marketingCategories.id });
    categoryIds.set(category.title, row!.id);
    await tx.insert(marketingCategoryMarkets).values(marketingMarkets(markets).map((marketId) => ({ categoryId: row!.id, marketId })));
    for (const [position, image] of images.entries()) {
      await tx.insert(marketingImages).values({
        categoryId: row!.id,
        title: image.title,
        fileName: `${image.file.replace(/^demo-marketing-/, '')}.png`,
        storedName: `${image.file}.png`,
        thumbnailName: `${image.file}-thumbnail.webp`,
        contentType: 'image/png',
        size: 0,
        createdAt: new Date(options.now.getTime() + position * 1000),
      });
    }
  }
}

function posterSvg(image: DemoMarketingImage): string {
  const title = image.title.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">',
    `<rect width="1200" height="900" fill="${image.background}"/>`,
    `<circle cx="360" cy="560" r="190" fill="none" stroke="${image.accent}" stroke-width="22"/>`,
    `<circle cx="840" cy="560" r="190" fill="none" stroke="${image.accent}" stroke-width="22"/>`,
    `<path d="M360 560 L520 340 L760 340 L840 560 M520 340 L600 560 L760 340" fill="none" stroke="${image.accent}" stroke-width="18"/>`,
    `<text x="80" y="140" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="${image.accent}">${title}</text>`,
    '</svg>',
  ].join('\n');
}

/**
 * Writes the demo marketing images' originals (PNG) and thumbnails (WebP) that are not there yet, and records the
 * originals' sizes, so a database seeded earlier finds its images in a new files folder.
 */
export async function ensureDemoMarketingFiles(db: Database, files: FileStore): Promise<void> {
  const encoder = new ImageEncoderSharp();
  for (const image of DEMO_MARKETING_CATEGORIES.flatMap((category) => category.images)) {
    const original = `${image.file}.png`;
    if (await files.exists(MARKETING_FOLDER, original)) continue;
    const png = new Uint8Array(await sharp(Buffer.from(posterSvg(image))).png().toBuffer());
    await files.write(MARKETING_FOLDER, original, png);
    await files.write(MARKETING_FOLDER, `${image.file}-thumbnail.webp`, await encoder.toWebp(png, THUMBNAIL_WIDTH));
    await db.update(marketingImages).set({ size: png.byteLength }).where(and(eq(marketingImages.storedName, original), eq(marketingImages.size, 0)));
  }
}
