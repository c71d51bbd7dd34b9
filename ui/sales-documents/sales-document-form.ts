import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { SalesDocument, SalesDocumentInput } from '../../application/portal/sales-documents/ports';
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from '../../domain/forms/field-rules';
import type { SalesDocumentType } from '../../domain/sales-documents/sales-document';
import type { UserError } from '../../domain/shared/user-error';
import { contentAdminMessages } from '../content/content-admin-messages';
import { fieldMessages } from '../i18n/field-messages';
import { salesDocumentAdminMessages } from './sales-document-admin-messages';

/** The document form's fields as the person edits them: dates as yyyy-mm-dd. */
export interface SalesDocumentFormState {
  type: SalesDocumentType;
  title: string;
  subtitle: string;
  body: string;
  validFrom: string;
  validTo: string;
  groupId: string | null;
  marketIds: string[];
}

/** The form of a new document (valid from the given day for a year) or of a stored one. */
export function salesDocumentFormState(document: SalesDocument | null, today: string): SalesDocumentFormState {
  if (!document) {
    const yearLater = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    return { type: 'sales', title: '', subtitle: '', body: '', validFrom: today, validTo: yearLater, groupId: null, marketIds: [] };
  }
  return {
    type: document.type,
    title: document.title,
    subtitle: document.subtitle,
    body: document.body,
    validFrom: document.validFrom.slice(0, 10),
    validTo: document.validTo.slice(0, 10),
    groupId: document.group?.id ?? null,
    marketIds: document.markets.map((market) => market.id),
  };
}

/** What the form sends: a day's validity starts at its first instant in UTC and ends at its last. */
export function salesDocumentInputOf(form: SalesDocumentFormState): SalesDocumentInput {
  return {
    ...form,
    validFrom: form.validFrom ? `${form.validFrom}T00:00:00.000Z` : '',
    validTo: form.validTo ? `${form.validTo}T23:59:59.999Z` : '',
  };
}

/** A stored document as it is sent again, only its group changed (the group editor's "add" action). */
export function withGroup(document: SalesDocument, groupId: string | null): SalesDocumentInput {
  const { type, title, subtitle, body, validFrom, validTo } = document;
  return { type, title, subtitle, body, validFrom, validTo, groupId, marketIds: document.markets.map((market) => market.id) };
}

const SERVICE_MESSAGES: Record<string, MessageDescriptor> = {
  valid_to_before_valid_from: contentAdminMessages.validToBeforeFrom,
  text_too_long: contentAdminMessages.textTooLong,
  unknown_content_target_market: contentAdminMessages.unknownMarket,
  file_too_large: contentAdminMessages.fileTooLarge,
  file_empty: contentAdminMessages.fileEmpty,
  unknown_sales_document_group: salesDocumentAdminMessages.unknownGroup,
  sales_document_attachment_type: salesDocumentAdminMessages.attachmentType,
  sales_document_attachments_full: salesDocumentAdminMessages.attachmentsFull,
};

/** The words of a refusal the service or the domain answered; one the portal does not know reads as "could not be saved". */
export function salesDocumentErrorText(intl: IntlShape, error: UserError): string {
  if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(error.message)) return intl.formatMessage(fieldMessages[error.message as FieldMessageKey], error.values);
  return intl.formatMessage(SERVICE_MESSAGES[error.message] ?? salesDocumentAdminMessages.saveFailed, error.values);
}
