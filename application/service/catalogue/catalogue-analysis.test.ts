import { describe, expect, it } from 'vitest';
import { givenArticle } from './testing/article-fixtures';
import { givenShop } from '../cart/testing/shop-fixture';
import { analyseProducts, deleteProducts, updateProductAttributes } from './catalogue-analysis';

/** The sales organisations the administrator of these tests works in. */
const HELD = ['ID01', 'SG01'];

describe('catalogue analysis', () => {
  it('given articles in several states, then each has its flags, the reasons it cannot be ordered and its stock', async () => {
    const shop = givenShop();
    const outcome = await analyseProducts(shop.deps, HELD, { sorg: 'ID01', articleCodes: [' LOCK ', 'BAG', 'NOPE', 'KOTA-L', 'LOCK'] });
    expect(outcome.ok && outcome.value.map((analysis) => [analysis.articleCode, analysis.status.allowToOrder, analysis.status.descriptions])).toEqual([
      ['LOCK', false, ['order_not_allowed']],
      ['BAG', false, ['no_price']],
      ['NOPE', false, ['invalid_article']],
      ['KOTA-L', true, []],
    ]);
    expect(outcome.ok && outcome.value[3]!.stock).toEqual({ available: 2, custorder: 0, nextArrival: '2027-01-10', availableForOrderAt: '2026-11-20' });
  });

  it('given more than 500 codes, then the analysis is refused', async () => {
    const shop = givenShop();
    expect(await analyseProducts(shop.deps, HELD, { sorg: 'ID01', articleCodes: Array.from({ length: 501 }, (_, index) => `A${index}`) })).toEqual({ ok: false, error: 'too_many_articles' });
  });

  it('given a sales organisation the administrator does not hold, then the analysis and changes there are refused', async () => {
    const shop = givenShop();
    expect(await analyseProducts(shop.deps, ['SG01'], { sorg: 'ID01', articleCodes: ['LOCK'] })).toEqual({ ok: false, error: 'sorg_not_held' });
    const updated = await updateProductAttributes(shop.deps, ['SG01'], [{ articleCode: 'LOCK', sorg: 'ID01', allowOrder: true }]);
    const removed = await deleteProducts(shop.deps, ['SG01'], [{ articleCode: 'AERO-M', sorg: 'ID01' }, { articleCode: 'AERO-M', sorg: 'SG01' }]);
    expect(updated.map((outcome) => outcome.message.description)).toEqual(['sorg_not_held']);
    expect(removed.map((outcome) => outcome.message.description)).toEqual(['sorg_not_held', 'success_delete_product']);
    expect(shop.store.state.articles.filter((article) => article.articleCode === 'AERO-M').map((article) => article.sorg)).toEqual(['ID01']);
  });

  it('given 160 attribute changes with one failing batch, then that batch fails alone and the others are written', async () => {
    const shop = givenShop();
    shop.store.state.articles.push(...Array.from({ length: 160 }, (_, index) => givenArticle({ productId: `p${index}`, articleCode: `A${index}`, sorg: 'ID01' })));
    shop.store.failingCodes.add('A80');
    const failures: unknown[] = [];
    const outcomes = await updateProductAttributes(
      shop.deps,
      HELD,
      Array.from({ length: 160 }, (_, index) => ({ articleCode: `A${index}`, sorg: 'ID01', allowOrder: false })),
      (error) => failures.push(error),
    );
    expect(outcomes).toHaveLength(160);
    expect(outcomes.filter((outcome) => !outcome.message.status).map((outcome) => outcome.articleCode)).toEqual(Array.from({ length: 75 }, (_, index) => `A${75 + index}`));
    expect(failures).toHaveLength(1);
    expect(shop.store.state.articles.find((article) => article.articleCode === 'A0')!.allowOrder).toBe(false);
    expect(shop.store.state.articles.find((article) => article.articleCode === 'A80')!.allowOrder).toBe(true);
  });

  it('given invalid changes, then they are answered without being written; unknown articles are not found', async () => {
    const shop = givenShop();
    const outcomes = await updateProductAttributes(shop.deps, HELD, [
      { articleCode: 'KOTA-L', sorg: 'ID01', newArrival: { from: '2026-12-01', to: '2026-11-01', active: true } },
      { articleCode: 'KOTA-L', sorg: 'ID01' },
      { articleCode: 'NOPE', sorg: 'ID01', allowOrder: true },
      { articleCode: 'KOTA-L', sorg: 'ID01', newArrival: { from: '2026-11-01', to: '2026-12-31', active: true } },
    ]);
    expect(outcomes.map((outcome) => outcome.message.description)).toEqual(['valid_date', 'required', 'article_not_found', 'success_update_product']);
    expect(shop.store.state.articles.find((article) => article.articleCode === 'KOTA-L')!.newArrival).toEqual({ from: '2026-11-01', to: '2026-12-31', active: true });
  });

  it('given articles to delete from a sales organisation, then they leave its catalogue', async () => {
    const shop = givenShop();
    const outcomes = await deleteProducts(shop.deps, HELD, [{ articleCode: 'AERO-M', sorg: 'SG01' }, { articleCode: 'NOPE', sorg: 'SG01' }]);
    expect(outcomes.map((outcome) => outcome.message)).toEqual([{ status: true, description: 'success_delete_product' }, { status: false, description: 'article_not_found' }]);
    expect(shop.store.state.articles.filter((article) => article.articleCode === 'AERO-M').map((article) => article.sorg)).toEqual(['ID01']);
  });
});
