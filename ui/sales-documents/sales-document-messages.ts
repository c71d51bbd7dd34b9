import { defineMessages } from 'react-intl';
import { messageDescriptors } from '../i18n/message-descriptors';
import type { SalesDocumentType } from '../../domain/sales-documents/sales-document';

export const salesDocumentMessages = messageDescriptors(
  defineMessages({
  types: { id: 'sales_document_types', defaultMessage: 'Kinds of sales document' },
  ungrouped: { id: 'sales_document_ungrouped', defaultMessage: 'Other documents' },
  validity: { id: 'sales_document_validity', defaultMessage: 'Valid {from} to {to}' },
  empty: { id: 'sales_document_empty', defaultMessage: 'There are no sales documents of this kind for your markets yet.' },
  failed: { id: 'sales_document_failed', defaultMessage: 'The sales documents could not be loaded.' },
  notFound: { id: 'sales_document_not_found', defaultMessage: 'This sales document was not found.' },
  notFoundText: { id: 'sales_document_not_found_text', defaultMessage: 'It may have been withdrawn or be meant for another market.' },
  back: { id: 'sales_document_back', defaultMessage: 'Back to the documents' },
  attachments: { id: 'sales_document_attachments', defaultMessage: 'Files' },
  }),
);

export const salesDocumentTypeMessages = defineMessages<SalesDocumentType>({
  sales: { id: 'menu_sales-document-sales', defaultMessage: 'Sales' },
  technical: { id: 'menu_sales-document-technical', defaultMessage: 'Technical' },
});
