import { marketsOutside } from '../../../domain/content/market-visibility';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { checkSalesDocument, checkSalesDocumentGroup } from '../../../domain/sales-documents/sales-document';
import type { Principal } from '../auth/ports';
import type { RichTextSanitiser } from '../content/ports';
import { readerMarkets } from '../content/reader-markets';
import type { SalesDocumentGroupRecord, SalesDocumentRecord } from './ports';
import { isUuid, readSalesDocument, readSalesDocumentGroup, type SalesDocumentDeps } from './sales-document-reads';

export interface SalesDocumentInput {
  type: string;
  title: string;
  subtitle?: string | null;
  body?: string | null;
  validFrom: string;
  validTo: string;
  salesDocumentGroupId?: string | null;
  contentTargetMarkets: readonly string[];
}

async function unknownMarkets(deps: SalesDocumentDeps, principal: Principal, requested: readonly string[]) {
  const allowed = (await readerMarkets(deps, principal, 'sales_document')).map((market) => market.id);
  return marketsOutside(requested, allowed);
}

/**
 * Creates a document (no id) or rewrites one: the body sanitised, the domain's checks, markets of sales documents only, and a group
 * the maintainer can see. Nothing is written when any input is refused.
 */
export async function saveSalesDocument(deps: SalesDocumentDeps & { richText: RichTextSanitiser }, principal: Principal, id: string | null, input: SalesDocumentInput): Promise<Result<SalesDocumentRecord>> {
  const checked = checkSalesDocument({
    type: input.type,
    title: input.title,
    subtitle: input.subtitle ?? '',
    // Stored sanitised, so every reader's portal shows only what the rich-text allow-list lets through.
    body: deps.richText.sanitise(input.body ?? ''),
    validFrom: new Date(input.validFrom),
    validTo: new Date(input.validTo),
    groupId: input.salesDocumentGroupId || null,
    marketIds: input.contentTargetMarkets,
  });
  if (!checked.ok) return checked;
  if ((await unknownMarkets(deps, principal, checked.value.marketIds)).length > 0) return refused(userError('contentTargetMarkets', 'unknown_content_target_market'));
  if (checked.value.groupId && !(await readSalesDocumentGroup(deps, principal, checked.value.groupId))) return refused(userError('salesDocumentGroupId', 'unknown_sales_document_group'));
  const now = deps.clock.now();
  let savedId: string;
  if (id === null) savedId = await deps.salesDocuments.create(checked.value, now);
  else if (isUuid(id) && (await readSalesDocument(deps, principal, id)) && (await deps.salesDocuments.update(id, checked.value, now))) savedId = id;
  else return refused(userError('id', 'unknown_sales_document'));
  return ok((await readSalesDocument(deps, principal, savedId))!);
}

/** Soft-deletes (deleteSalesDocument) or restores (restoreSalesDocument) a document the maintainer can see. */
export async function setSalesDocumentDeleted(deps: SalesDocumentDeps, principal: Principal, id: string, deleted: boolean): Promise<Result<SalesDocumentRecord>> {
  const document = await readSalesDocument(deps, principal, id);
  if (!document) return refused(userError('id', 'unknown_sales_document'));
  await deps.salesDocuments.setDeleted(document.id, deleted ? deps.clock.now() : null);
  return ok((await readSalesDocument(deps, principal, document.id))!);
}

/** Creates (no id) or renames a group and sets its markets. */
export async function saveSalesDocumentGroup(
  deps: SalesDocumentDeps,
  principal: Principal,
  id: string | null,
  input: { name: string; contentTargetMarkets: readonly string[] },
): Promise<Result<SalesDocumentGroupRecord>> {
  const checked = checkSalesDocumentGroup({ name: input.name, marketIds: input.contentTargetMarkets });
  if (!checked.ok) return checked;
  if ((await unknownMarkets(deps, principal, checked.value.marketIds)).length > 0) return refused(userError('contentTargetMarkets', 'unknown_content_target_market'));
  let savedId: string;
  if (id === null) savedId = await deps.salesDocuments.createGroup(checked.value);
  else if ((await readSalesDocumentGroup(deps, principal, id)) && (await deps.salesDocuments.updateGroup(id.trim(), checked.value))) savedId = id.trim();
  else return refused(userError('id', 'unknown_sales_document_group'));
  return ok((await readSalesDocumentGroup(deps, principal, savedId))!);
}

/** Deletes a group the maintainer can see; its documents stay, in no group. */
export async function deleteSalesDocumentGroup(deps: SalesDocumentDeps, principal: Principal, id: string): Promise<Result<{ id: string }>> {
  const group = await readSalesDocumentGroup(deps, principal, id);
  if (!group || !(await deps.salesDocuments.deleteGroup(group.id))) return refused(userError('id', 'unknown_sales_document_group'));
  return ok({ id: group.id });
}
