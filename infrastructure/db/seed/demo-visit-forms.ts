import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStore } from '../../../application/service/shared/ports';
import { VISIT_PHOTO_FOLDER, VISIT_PHOTO_RENDER_FOLDER, VISIT_PHOTO_SIZES } from '../../../application/service/visit-forms/visit-form-photos';
import type { VisitPhotoSlot } from '../../../domain/visit-forms/visit-form';
import { salesAreaRegions } from '../sales-area/schema';
import { customers, users } from '../schema';
import { visitForms } from '../visit-forms/schema';
import { DEMO_SALES_AREA_REGIONS } from './demo-sales-area.data';
import { DAY_MS, type Tx } from './seed-helpers';

/** The demo photos: a shop front and a display, drawn, each under a fixed stored name. */
const DEMO_VISIT_PHOTOS = [
  { name: '5e1d7a00-0000-4000-8000-000000000001.png', label: 'Shop front', background: '#2f5d8a', accent: '#f2c14e' },
  { name: '5e1d7a00-0000-4000-8000-000000000002.png', label: 'Floor display', background: '#3b7d4f', accent: '#ffffff' },
  { name: '5e1d7a00-0000-4000-8000-000000000003.png', label: 'Hangtags', background: '#7a3b69', accent: '#f2c14e' },
] as const;

const [FRONT, DISPLAY, HANGTAG] = DEMO_VISIT_PHOTOS.map((photo) => photo.name) as [string, string, string];

/** The salesman's Polygon visits and the sales group's WIM visits, of customers of their areas. */
const DEMO_VISITS: { kind: 'polygon' | 'wim'; customer: string; user: string; daysAgo: number; series: string[]; photos: Partial<Record<VisitPhotoSlot, string>>; notes: string }[] = [
  { kind: 'polygon', customer: '0000100001', user: 'salesman', daysAgo: 3, series: ['Siskiu', 'Xtrada'], photos: { frontShop1: FRONT, displayShop1: DISPLAY, displayHangtagShimano: HANGTAG }, notes: 'Owner asks for more e-MTB stock before the holidays.' },
  { kind: 'polygon', customer: '0000100003', user: 'salesman', daysAgo: 10, series: ['Path', 'Urbano'], photos: { frontShop1: FRONT, displayPoster: DISPLAY }, notes: 'New window display in place.' },
  { kind: 'polygon', customer: '0000100005', user: 'salesman', daysAgo: 24, series: ['Strattos'], photos: { frontShop2: FRONT, displayBanner: DISPLAY }, notes: '' },
  { kind: 'wim', customer: '0000100004', user: 'salesgroup', daysAgo: 6, series: ['WIM City', 'WIM Kids'], photos: { frontShop1: FRONT, displayShop1: DISPLAY }, notes: 'Kids bikes sell well; needs a second rack.' },
];

/** Writes the sales-area regions and the demo visit forms. */
export async function applyDemoVisitsAndSalesAreas(tx: Tx, options: { now: Date }): Promise<void> {
  await tx.insert(salesAreaRegions).values(DEMO_SALES_AREA_REGIONS);
  const codes = [...new Set(DEMO_VISITS.map((visit) => visit.customer))];
  const customerIds = new Map((await tx.select({ id: customers.id, r3: customers.r3 }).from(customers).where(inArray(customers.r3, codes))).map((row) => [row.r3, row.id]));
  for (const visit of DEMO_VISITS) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, visit.user));
    const at = new Date(options.now.getTime() - visit.daysAgo * DAY_MS);
    await tx.insert(visitForms).values({
      kind: visit.kind,
      customerId: customerIds.get(visit.customer)!,
      otherMidrange: 'United, Pacific',
      brandDomination: visit.kind === 'polygon' ? 'Polygon' : 'Other',
      qtyPlgGrp: 14 + visit.daysAgo,
      qtyNonPlgGrp: 6,
      brandDisplay: 'Floor stand',
      seriesList: visit.series,
      seriesBrand: visit.kind === 'polygon' ? 'Polygon' : 'WIM',
      equipment: ['Workshop stand', 'Tyre inflator'],
      notes: visit.notes,
      photos: visit.photos,
      recordedBy: user!.id,
      createdAt: at,
      updatedAt: at,
    });
  }
}

function photoSvg(photo: (typeof DEMO_VISIT_PHOTOS)[number]): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    `<rect width="800" height="600" fill="${photo.background}"/>`,
    `<rect x="120" y="180" width="560" height="320" fill="none" stroke="${photo.accent}" stroke-width="14"/>`,
    `<circle cx="280" cy="420" r="60" fill="none" stroke="${photo.accent}" stroke-width="10"/>`,
    `<circle cx="520" cy="420" r="60" fill="none" stroke="${photo.accent}" stroke-width="10"/>`,
    `<text x="400" y="120" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="56" fill="#ffffff">${photo.label}</text>`,
    '</svg>',
  ].join('');
}

/** Writes the demo visit photos and their renderings, leaving any already there. */
export async function ensureDemoVisitPhotos(files: FileStore): Promise<void> {
  for (const photo of DEMO_VISIT_PHOTOS) {
    if (await files.exists(VISIT_PHOTO_FOLDER, photo.name)) continue;
    const png = await sharp(Buffer.from(photoSvg(photo))).png().toBuffer();
    for (const [size, width] of Object.entries(VISIT_PHOTO_SIZES)) {
      await files.write(VISIT_PHOTO_RENDER_FOLDER, `${photo.name}.${size}.webp`, new Uint8Array(await sharp(png).resize({ width }).webp().toBuffer()));
    }
    await files.write(VISIT_PHOTO_FOLDER, photo.name, new Uint8Array(png));
  }
}
