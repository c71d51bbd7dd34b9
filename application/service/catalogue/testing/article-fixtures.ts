import type { Clock } from '../../shared/ports';
import type { ArticleRecord, IdGenerator, StockRecord } from '../article-ports';

/** Sequential ids: id-1, id-2, … */
export function sequentialIds(): IdGenerator {
  let next = 0;
  return { newId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}` };
}

export function fixedClock(iso: string): Clock {
  return { now: () => new Date(iso) };
}

/** An article record with defaults for everything a test does not care about. */
export function givenArticle(fields: Partial<ArticleRecord> & Pick<ArticleRecord, 'productId' | 'articleCode' | 'sorg'>): ArticleRecord {
  return {
    articleCodeDisplay: fields.articleCode,
    name: `Article ${fields.articleCode}`,
    description: '',
    category: 'paa',
    mcid: null,
    modelCode: `M-${fields.articleCode}`,
    modelName: `Model ${fields.articleCode}`,
    series: null,
    modelYear: null,
    brand: 'Velocita',
    variant: null,
    slug: fields.articleCode.toLowerCase(),
    tags: [],
    uom: 'EA',
    exactQty: null,
    orderQuota: null,
    imageName: null,
    hierarchyBlocked: false,
    brandBlocked: false,
    categoryBlocked: false,
    allowOrder: true,
    orderBlocked: false,
    sorgBlocked: false,
    newArrival: { from: null, to: null, active: false },
    ...fields,
  };
}

/** A stock record at one location with defaults. */
export function givenStock(fields: Partial<StockRecord> & Pick<StockRecord, 'productId' | 'sorg' | 'location' | 'available'>): StockRecord {
  return { locationName: fields.location, sortOrder: 1, customerOrdered: 0, nextArrival: null, nextArrivalQty: null, ...fields };
}
