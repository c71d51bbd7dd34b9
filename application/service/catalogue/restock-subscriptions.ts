import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { catalogueAudience } from './buyer';
import type { BuyerRepository } from './article-ports';
import type { Clock } from '../shared/ports';
import type { CatalogueRepository, RestockSubscriptionRecord, RestockSubscriptionRepository } from './ports';

export interface RestockDeps {
  buyers: BuyerRepository;
  catalogue: CatalogueRepository;
  restock: RestockSubscriptionRepository;
  clock: Clock;
}

export type RestockError = 'customer_no_longer_belongs' | 'article_not_found';

async function soldArticle(deps: RestockDeps, principal: Principal, articleCode: string, sorg: string): Promise<Result<{ productId: string; customerId: string | null }, RestockError>> {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  if (!audience.value.sorgs.includes(sorg)) return err('article_not_found');
  const [article] = await deps.catalogue.articlesByCodes([{ articleCode: articleCode.trim(), sorg }]);
  if (!article) return err('article_not_found');
  return ok({ productId: article.productId, customerId: audience.value.buyer?.customerId ?? null });
}

/**
 * Asks to be told when an article is back in stock in a sales organisation the user (or its customer) buys in.
 * Subscribing twice keeps one subscription.
 */
export async function subscribeRestock(deps: RestockDeps, principal: Principal, request: { articleCode: string; sorg: string }): Promise<Result<true, RestockError>> {
  const article = await soldArticle(deps, principal, request.articleCode, request.sorg);
  if (!article.ok) return article;
  await deps.restock.subscribe({ userId: principal.userId, customerId: article.value.customerId, productId: article.value.productId, sorg: request.sorg, at: deps.clock.now() });
  return ok(true);
}

/** Withdraws a restock subscription; withdrawing one the user does not have changes nothing and succeeds. */
export async function unsubscribeRestock(deps: RestockDeps, principal: Principal, request: { articleCode: string; sorg: string }): Promise<Result<false, RestockError>> {
  const article = await soldArticle(deps, principal, request.articleCode, request.sorg);
  if (!article.ok) return article;
  await deps.restock.unsubscribe(principal.userId, article.value.productId, request.sorg);
  return ok(false);
}

export function restockSubscriptions(deps: Pick<RestockDeps, 'restock'>, principal: Principal): Promise<RestockSubscriptionRecord[]> {
  return deps.restock.ofUser(principal.userId);
}
