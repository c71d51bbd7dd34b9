import { salesOrganisationsNotHeld } from '../../../domain/access/sales-organisation-access';
import { MAX_ANALYSED_ARTICLES } from '../../../domain/catalogue/article-code-list';
import { batchesOf } from '../../../domain/catalogue/product-batches';
import { isIsoDate } from '../../../domain/checkout/checkout-validation';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ArticleCodeKey, CommerceSettings } from './article-ports';
import type { Clock } from '../shared/ports';
import type { ArticleAttributeChange, CatalogueMaintenanceRepository, CatalogueRepository } from './ports';
import { dayOf } from './product-views';


export interface AnalysisDeps {
  catalogue: CatalogueRepository;
  maintenance: CatalogueMaintenanceRepository;
  commerceSettings: CommerceSettings;
  clock: Clock;
}

/** The reasons an article cannot be ordered, as dictionary keys, in the order the flags are listed. */
const STATUS_REASONS = [
  ['invalidArticle', 'invalid_article'],
  ['sorgBlocked', 'sorg_blocked'],
  ['orderBlocked', 'order_blocked'],
  ['hierarchyBlocked', 'hierarchy_blocked'],
  ['brandBlocked', 'brand_blocked'],
  ['categoryBlocked', 'category_blocked'],
] as const;

export interface ProductAnalysisView {
  articleCode: string;
  sorg: string;
  name: string | null;
  status: {
    invalidArticle: boolean;
    allowToOrder: boolean;
    orderBlocked: boolean;
    hierarchyBlocked: boolean;
    brandBlocked: boolean;
    categoryBlocked: boolean;
    sorgBlocked: boolean;
    hasPrice: boolean;
    descriptions: string[];
  };
  stock: { available: number; custorder: number; nextArrival: string | null; availableForOrderAt: string | null };
}

/**
 * Catalogue analysis: for each article code (trimmed, each once, in the order asked), why it can or cannot be
 * ordered in the sales organisation and its stock there. An article the sales organisation does not sell is
 * invalid there; one with no dealer price cannot be ordered. Stock can be ordered now when units are available,
 * else from its earliest next arrival.
 */
export async function analyseProducts(
  deps: AnalysisDeps,
  heldSorgs: readonly string[],
  request: { sorg: string; articleCodes: readonly string[] },
): Promise<Result<ProductAnalysisView[], 'too_many_articles' | 'sorg_not_held'>> {
  if (salesOrganisationsNotHeld(heldSorgs, [request.sorg]).length > 0) return err('sorg_not_held');
  const codes = [...new Set(request.articleCodes.map((code) => code.trim()).filter(Boolean))];
  if (codes.length > MAX_ANALYSED_ARTICLES) return err('too_many_articles');
  if (codes.length === 0) return ok([]);
  const facts = await deps.maintenance.analysisFacts(request.sorg, codes);
  const byCode = new Map(facts.map((fact) => [fact.articleCode, fact]));
  const sold = facts.filter((fact) => fact.sold !== null);
  const stock = sold.length > 0 ? await deps.catalogue.stock(sold.map((fact) => ({ productId: fact.productId, sorg: request.sorg }))) : [];
  const today = dayOf(deps.clock.now());
  return ok(
    codes.map((articleCode) => {
      const fact = byCode.get(articleCode);
      const rows = fact ? stock.filter((row) => row.productId === fact.productId) : [];
      const flags = {
        invalidArticle: !fact || fact.sold === null,
        orderBlocked: fact?.sold?.orderBlocked ?? false,
        hierarchyBlocked: fact?.hierarchyBlocked ?? false,
        brandBlocked: fact?.brandBlocked ?? false,
        categoryBlocked: fact?.categoryBlocked ?? false,
        sorgBlocked: fact?.sold?.sorgBlocked ?? false,
      };
      const hasPrice = fact?.hasPrice ?? false;
      const descriptions: string[] = STATUS_REASONS.filter(([flag]) => flags[flag]).map(([, key]) => key);
      if (fact?.sold && !fact.sold.allowOrder) descriptions.push('order_not_allowed');
      if (!flags.invalidArticle && !hasPrice) descriptions.push('no_price');
      const available = rows.reduce((total, row) => total + row.available, 0);
      const arrivals = rows.map((row) => row.nextArrival).filter((date): date is string => date !== null).sort();
      const nextArrival = arrivals[0] ?? null;
      return {
        articleCode,
        sorg: request.sorg,
        name: fact?.name ?? null,
        status: { ...flags, hasPrice, allowToOrder: descriptions.length === 0, descriptions },
        stock: {
          available,
          custorder: rows.reduce((total, row) => total + row.customerOrdered, 0),
          nextArrival,
          availableForOrderAt: available > 0 ? today : nextArrival,
        },
      };
    }),
  );
}

/** The commerce switches of each sales organisation the user holds, from the hosts that sell through it. */
export async function sorgConfigs(deps: Pick<AnalysisDeps, 'commerceSettings'>, heldSorgs: readonly string[], sorg: string | null | undefined) {
  const hosts = await deps.commerceSettings.allHostConfigs();
  return hosts
    .filter((host) => heldSorgs.includes(host.sorg) && (!sorg || host.sorg === sorg))
    .map((host) => ({ sorg: host.sorg, exactQtyCheck: host.exactQtyCheck, availableStockCheck: host.availableStockCheck, merchantName: host.brandName }));
}

/** The outcome of one product of a batch: its key, and a status with a dictionary key. */
export interface ProductBatchOutcome extends ArticleCodeKey {
  message: { status: boolean; description: string };
}

/**
 * Runs products through a write in batches of 75, each batch in its own transaction. A batch that fails marks its
 * own products failed and the next batch still runs; products the write reports missing are marked not found.
 */
async function runBatches<T extends ArticleCodeKey>(
  items: readonly T[],
  write: (batch: T[]) => Promise<{ missing: ArticleCodeKey[] }>,
  keys: { success: string; failure: string },
  onBatchFailure: (error: unknown) => void,
): Promise<ProductBatchOutcome[]> {
  const outcomes: ProductBatchOutcome[] = [];
  for (const batch of batchesOf(items)) {
    try {
      const { missing } = await write(batch);
      const isMissing = (item: ArticleCodeKey) => missing.some((each) => each.articleCode === item.articleCode && each.sorg === item.sorg);
      for (const item of batch) {
        outcomes.push({
          articleCode: item.articleCode,
          sorg: item.sorg,
          message: isMissing(item) ? { status: false, description: 'article_not_found' } : { status: true, description: keys.success },
        });
      }
    } catch (error) {
      onBatchFailure(error);
      for (const item of batch) outcomes.push({ articleCode: item.articleCode, sorg: item.sorg, message: { status: false, description: keys.failure } });
    }
  }
  return outcomes;
}

/** Why an attribute change is refused before it is written, or null. */
function invalidChange(change: ArticleAttributeChange, heldSorgs: readonly string[]): string | null {
  if (!change.articleCode.trim() || !change.sorg.trim()) return 'required';
  if (salesOrganisationsNotHeld(heldSorgs, [change.sorg]).length > 0) return 'sorg_not_held';
  const arrival = change.newArrival;
  if (!arrival) return change.allowOrder === undefined ? 'required' : null;
  if ((arrival.from && !isIsoDate(arrival.from)) || (arrival.to && !isIsoDate(arrival.to))) return 'valid_date';
  if (arrival.from && arrival.to && arrival.from > arrival.to) return 'valid_date';
  return null;
}

/**
 * Sets the order flag and new-arrival window of articles (catalogue analysis). Invalid changes are answered
 * without being written; the rest go in batches of 75 with per-batch failure tolerance.
 */
export async function updateProductAttributes(
  deps: AnalysisDeps,
  heldSorgs: readonly string[],
  changes: readonly ArticleAttributeChange[],
  onBatchFailure: (error: unknown) => void = () => {},
): Promise<ProductBatchOutcome[]> {
  const cleaned = changes.map((change) => ({ ...change, articleCode: change.articleCode.trim(), sorg: change.sorg.trim() }));
  const refused = new Map(cleaned.map((change, index) => [index, invalidChange(change, heldSorgs)]));
  const valid = cleaned.filter((_, index) => refused.get(index) === null);
  const written = await runBatches(valid, (batch) => deps.maintenance.updateAttributes(batch, deps.clock.now()), { success: 'success_update_product', failure: 'failed_update_product' }, onBatchFailure);
  let next = 0;
  return cleaned.map((change, index) => {
    const reason = refused.get(index);
    return reason ? { articleCode: change.articleCode, sorg: change.sorg, message: { status: false, description: reason } } : written[next++]!;
  });
}

/**
 * Removes articles from sales organisations' catalogues, in batches of 75 with per-batch failure tolerance; an
 * article of a sales organisation the user does not hold is refused without being removed.
 */
export async function deleteProducts(
  deps: AnalysisDeps,
  heldSorgs: readonly string[],
  products: readonly ArticleCodeKey[],
  onBatchFailure: (error: unknown) => void = () => {},
): Promise<ProductBatchOutcome[]> {
  const cleaned = products.map((product) => ({ articleCode: product.articleCode.trim(), sorg: product.sorg.trim() }));
  const held = (product: ArticleCodeKey) => salesOrganisationsNotHeld(heldSorgs, [product.sorg]).length === 0;
  const removed = await runBatches(cleaned.filter(held), (batch) => deps.maintenance.removeFromSorg(batch), { success: 'success_delete_product', failure: 'failed_delete_product' }, onBatchFailure);
  let next = 0;
  return cleaned.map((product) => (held(product) ? removed[next++]! : { ...product, message: { status: false, description: 'sorg_not_held' } }));
}
