import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { exampleSalesDocuments } from '../../application/portal/sales-documents/testing/sales-documents-gateway.in-memory';
import { userError } from '../../domain/shared/user-error';
import { salesDocumentErrorText, salesDocumentFormState, salesDocumentInputOf, withGroup } from './sales-document-form';

const intl = createIntl({ locale: 'en-us', messages: {} });

describe('the sales document form', () => {
  it('given a new document, then it is valid from today for a year and has no group or market', () => {
    expect(salesDocumentFormState(null, '2026-11-26')).toMatchObject({ validFrom: '2026-11-26', validTo: '2027-11-26', groupId: null, marketIds: [] });
  });

  it('given a stored document, when it is sent back unchanged, then its days cover the same validity', () => {
    const stored = exampleSalesDocuments()[0]!;
    const input = salesDocumentInputOf(salesDocumentFormState(stored, '2026-11-26'));
    expect(input).toMatchObject({ title: stored.title, groupId: stored.group!.id, marketIds: ['sd-id'], validFrom: '2026-11-01T00:00:00.000Z', validTo: '2027-10-31T23:59:59.999Z' });
  });

  it('moves a document into a group keeping everything else', () => {
    const stored = exampleSalesDocuments()[1]!;
    expect(withGroup(stored, 'group-my27')).toMatchObject({ title: stored.title, body: stored.body, groupId: 'group-my27', marketIds: ['sd-id'] });
  });

  it('says a known refusal in words and an unknown one as a failed save', () => {
    expect(salesDocumentErrorText(intl, userError('validTo', 'valid_to_before_valid_from'))).toBe('The end must not be before the start.');
    expect(salesDocumentErrorText(intl, userError('file', 'sales_document_attachments_full', { max: 10 }))).toBe('A document carries at most 10 attachments.');
    expect(salesDocumentErrorText(intl, userError('', 'something_else'))).toBe('This could not be saved. Check the marked fields.');
  });
});
