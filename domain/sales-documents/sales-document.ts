import { ok, refused, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/** The kinds of sales document, in the order the portal offers them; the bare /sales-document opens the first. */
export const SALES_DOCUMENT_TYPES = ['sales', 'technical'] as const;
export type SalesDocumentType = (typeof SALES_DOCUMENT_TYPES)[number];

/** The ungrouped lookup reads one page of this many documents (spec 002 §9). */
export const UNGROUPED_SALES_DOCUMENT_LIMIT = 100;
/** Longest title, subtitle and group name accepted. */
export const SALES_DOCUMENT_TEXT_MAX = 200;

export function isSalesDocumentType(value: string): value is SalesDocumentType {
  return (SALES_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** A sales document as an administrator writes it. */
export interface SalesDocumentDraft {
  type: string;
  title: string;
  subtitle: string;
  body: string;
  validFrom: Date;
  validTo: Date;
  groupId: string | null;
  marketIds: readonly string[];
}

function requiredText(field: string, value: string, errors: UserError[]): string {
  const text = value.trim();
  if (text === '') errors.push(userError(field, 'required'));
  else if (text.length > SALES_DOCUMENT_TEXT_MAX) errors.push(userError(field, 'text_too_long', { max: SALES_DOCUMENT_TEXT_MAX }));
  return text;
}

/**
 * A draft as it is stored: a known type, a title, a validity that does not end before it starts and at least one
 * market (content for no market reaches nobody). Every refused field is named at once.
 */
export function checkSalesDocument(draft: SalesDocumentDraft): Result<SalesDocumentDraft & { type: SalesDocumentType }> {
  const errors: UserError[] = [];
  if (!isSalesDocumentType(draft.type)) errors.push(userError('type', 'unknown_sales_document_type'));
  const title = requiredText('title', draft.title, errors);
  const subtitle = draft.subtitle.trim();
  if (subtitle.length > SALES_DOCUMENT_TEXT_MAX) errors.push(userError('subtitle', 'text_too_long', { max: SALES_DOCUMENT_TEXT_MAX }));
  if (Number.isNaN(draft.validFrom.getTime())) errors.push(userError('validFrom', 'required'));
  if (Number.isNaN(draft.validTo.getTime())) errors.push(userError('validTo', 'required'));
  else if (draft.validTo.getTime() < draft.validFrom.getTime()) errors.push(userError('validTo', 'valid_to_before_valid_from'));
  if (draft.marketIds.length === 0) errors.push(userError('contentTargetMarkets', 'required'));
  if (errors.length > 0) return refused(...errors);
  return ok({ ...draft, type: draft.type as SalesDocumentType, title, subtitle, marketIds: [...new Set(draft.marketIds)] });
}

/** A group's name and markets as stored: a name and at least one market. */
export function checkSalesDocumentGroup(draft: { name: string; marketIds: readonly string[] }): Result<{ name: string; marketIds: string[] }> {
  const errors: UserError[] = [];
  const name = requiredText('name', draft.name, errors);
  if (draft.marketIds.length === 0) errors.push(userError('contentTargetMarkets', 'required'));
  return errors.length > 0 ? refused(...errors) : ok({ name, marketIds: [...new Set(draft.marketIds)] });
}

/** Whether a document is valid at an instant: from its first to its last instant, both included. */
export function isValidAt(document: { validFrom: Date; validTo: Date }, at: Date): boolean {
  return document.validFrom.getTime() <= at.getTime() && at.getTime() <= document.validTo.getTime();
}
