import { FactList } from '../components/FactList';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import {
  canDeleteDocument,
  PAYMENT_DOCUMENT_LIMITS,
  paymentRequestActions,
  type PaymentRequestActions,
} from '../../application/portal/payments/payment-request-rules';
import type { PaymentRequestDocument, PaymentRequestSummary, PaymentUploadFile } from '../../application/portal/payments/ports';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FileDownloadButton } from '../components/FileDownloadButton';
import { Toast } from '../components/Toast';
import { messageDescriptors } from '../i18n/message-descriptors';
import { selectUser } from '../session/session-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { PaymentStatusBadge, usePaymentRequestFormats } from './payment-request-parts';
import { useFailureReasonText, useUserErrorText } from './payment-request-messages';
import { paymentRequestActionRequested, paymentRequestDocumentDownloadRequested, type PaymentRequestAction } from './payment-requests-thunks';

const messages = messageDescriptors(defineMessages({
  details: { id: 'payment_request_details', defaultMessage: 'Payment request {number}' },
  payer: { id: 'payment_request_payer', defaultMessage: 'Payer' },
  company: { id: 'payment_request_company', defaultMessage: 'Company' },
  order: { id: 'payment_request_order', defaultMessage: 'Order' },
  partial: { id: 'payment_request_partial', defaultMessage: 'Partial payment' },
  yes: { id: 'payment_request_yes', defaultMessage: 'Yes' },
  invoices: { id: 'payment_request_invoices', defaultMessage: 'Invoices' },
  creditNotes: { id: 'payment_request_credit_notes', defaultMessage: 'Credit notes' },
  totals: { id: 'payment_request_totals', defaultMessage: 'Totals' },
  totalBeforeDiscount: { id: 'payment_request_total_before_discount', defaultMessage: 'Total before discount' },
  earlyPaymentDiscount: { id: 'payment_request_early_payment_discount', defaultMessage: 'Early payment discount' },
  freightAllowance: { id: 'payment_request_freight_allowance', defaultMessage: 'Freight allowance' },
  paymentMethodDiscount: { id: 'payment_request_payment_method_discount', defaultMessage: 'Payment method discount' },
  toPay: { id: 'payment_request_to_pay', defaultMessage: 'Amount to pay' },
  instruction: { id: 'payment_request_instruction', defaultMessage: 'How to pay' },
  failureReason: { id: 'payment_request_failure_reason', defaultMessage: 'Why it failed' },
  documents: { id: 'payment_request_documents', defaultMessage: 'Documents' },
  documentCount: { id: 'payment_request_document_count', defaultMessage: '{count} of at most {max} documents' },
  noDocuments: { id: 'payment_request_no_documents', defaultMessage: 'No documents uploaded yet.' },
  receipt: { id: 'payment_request_document_receipt', defaultMessage: 'Transfer receipt' },
  document: { id: 'payment_request_document_supporting', defaultMessage: 'Supporting document' },
  documentFacts: { id: 'payment_request_document_facts', defaultMessage: '{kind}, {size}, uploaded {uploadedAt}' },
  deleteDocument: { id: 'payment_request_delete_document', defaultMessage: 'Delete {fileName}' },
  uploadReceipt: { id: 'payment_request_upload_receipt', defaultMessage: 'Upload transfer receipt' },
  uploadDocument: { id: 'payment_request_upload_document', defaultMessage: 'Upload supporting document' },
  uploadLimits: {
    id: 'payment_request_upload_limits',
    defaultMessage: 'PDF, PNG or JPEG files of at most {maxMegabytes} MB, at most {max} documents per request. A transfer receipt moves a pending request to On Processing.',
  },
  approve: { id: 'payment_request_approve', defaultMessage: 'Approve' },
  void: { id: 'payment_request_void', defaultMessage: 'Void' },
  confirmApprove: { id: 'payment_request_confirm_approve', defaultMessage: 'Approve payment request {number}?' },
  confirmApproveText: { id: 'payment_request_confirm_approve_text', defaultMessage: 'Approve only when the money has arrived: the invoices it covers are then paid.' },
  confirmVoid: { id: 'payment_request_confirm_void', defaultMessage: 'Void payment request {number}?' },
  confirmVoidText: { id: 'payment_request_confirm_void_text', defaultMessage: 'Nothing has been paid yet. The invoices it covers can be paid again.' },
  confirmDelete: { id: 'payment_request_confirm_delete', defaultMessage: 'Delete {fileName}?' },
  delete: { id: 'payment_request_delete', defaultMessage: 'Delete' },
  approved: { id: 'payment_request_approved', defaultMessage: 'Payment request {number} is approved.' },
  voided: { id: 'payment_request_voided', defaultMessage: 'Payment request {number} is void.' },
  uploaded: { id: 'payment_request_uploaded', defaultMessage: '{fileName} is uploaded.' },
  deleted: { id: 'payment_request_deleted', defaultMessage: 'The document is deleted.' },
}));

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** The question a confirm dialog asks before an action runs. */
export type PaymentRequestConfirmation = { kind: 'approve' } | { kind: 'void' } | { kind: 'delete'; document: PaymentRequestDocument };

/** What the last action answered: a success in words, or the refusals in words. */
export type PaymentRequestNotice = { tone: 'info' | 'error'; messages: string[] };

export interface PaymentRequestDetailViewProps {
  request: PaymentRequestSummary;
  actions: PaymentRequestActions;
  /** The action on its way, if any. */
  busy: PaymentRequestAction['kind'] | null;
  confirming: PaymentRequestConfirmation | null;
  notice: PaymentRequestNotice | null;
  onUpload: (kind: 'receipt' | 'document', file: PaymentUploadFile) => void;
  /** Downloads a document and saves it in the browser; answers whether it could. */
  onDownload: (document: PaymentRequestDocument) => Promise<boolean>;
  onConfirmRequested: (confirmation: PaymentRequestConfirmation) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A payment request's details: payer, invoices and credit notes, totals and discounts, how to pay, why it failed,
 * its documents to download, and the actions its status allows (upload, approve, void), each confirmed first.
 */
export function PaymentRequestDetailView({ request, actions, busy, confirming, notice, onUpload, onDownload, onConfirmRequested, onConfirm, onCancel }: PaymentRequestDetailViewProps) {
  const intl = useIntl();
  const formats = usePaymentRequestFormats();
  const failureReason = useFailureReasonText();
  const money = (amount: string) => formats.money(amount, request.currency);
  const headingId = `payment-request-${request.id}`;
  const limitsId = `payment-request-limits-${request.id}`;
  const limits = { maxMegabytes: PAYMENT_DOCUMENT_LIMITS.maxBytes / BYTES_PER_MEGABYTE, max: PAYMENT_DOCUMENT_LIMITS.maxDocuments };
  const facts: [string, string | null][] = [
    [intl.formatMessage(messages.payer), `${request.payerName} (${request.payerCode})`],
    [intl.formatMessage(messages.company), request.companyCode],
    [intl.formatMessage(messages.order), request.orderNo],
    [intl.formatMessage(messages.partial), request.isPartialPayment ? intl.formatMessage(messages.yes) : null],
  ];
  const totals: [string, string][] = [
    [intl.formatMessage(messages.totalBeforeDiscount), request.totalBeforeDiscount],
    [intl.formatMessage(messages.earlyPaymentDiscount), request.earlyPaymentDiscount],
    [intl.formatMessage(messages.freightAllowance), request.freightAllowance],
    [intl.formatMessage(messages.paymentMethodDiscount), request.paymentMethodDiscount],
  ];
  const confirmation =
    confirming?.kind === 'approve'
      ? { title: intl.formatMessage(messages.confirmApprove, { number: request.orderNumber }), message: intl.formatMessage(messages.confirmApproveText), label: intl.formatMessage(messages.approve) }
      : confirming?.kind === 'void'
        ? { title: intl.formatMessage(messages.confirmVoid, { number: request.orderNumber }), message: intl.formatMessage(messages.confirmVoidText), label: intl.formatMessage(messages.void) }
        : confirming?.kind === 'delete'
          ? { title: intl.formatMessage(messages.confirmDelete, { fileName: confirming.document.fileName }), message: undefined, label: intl.formatMessage(messages.delete) }
          : null;

  return (
    <section className="payment-request-detail" aria-labelledby={headingId}>
      <h2 id={headingId} className="payment-request-detail__title">
        {intl.formatMessage(messages.details, { number: request.orderNumber })} <PaymentStatusBadge status={request.status} />
      </h2>
      {notice && (
        <Toast tone={notice.tone}>
          {notice.messages.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </Toast>
      )}
      <FactList className="payment-request-detail__facts" facts={facts}>
        <div>
          <dt>{intl.formatMessage(messages.invoices)}</dt>
          <dd>{request.positiveInvoiceNumbers.join(', ') || '-'}</dd>
        </div>
        {request.negativeInvoiceNumbers.length > 0 && (
          <div>
            <dt>{intl.formatMessage(messages.creditNotes)}</dt>
            <dd>{request.negativeInvoiceNumbers.join(', ')}</dd>
          </div>
        )}
      </FactList>
      <h3>{intl.formatMessage(messages.totals)}</h3>
      <dl className="payment-request-detail__totals">
        {totals.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <div className="payment-request-detail__to-pay">
          <dt>{intl.formatMessage(messages.toPay)}</dt>
          <dd>{money(request.amount)}</dd>
        </div>
      </dl>
      {request.instruction && request.status === 'pending' && (
        <>
          <h3>{intl.formatMessage(messages.instruction)}</h3>
          <p>{request.instruction}</p>
        </>
      )}
      {request.failureReason && (
        <>
          <h3>{intl.formatMessage(messages.failureReason)}</h3>
          <p>{failureReason(request.failureReason)}</p>
        </>
      )}
      <h3>{intl.formatMessage(messages.documents)}</h3>
      <p className="payment-request-detail__hint">{intl.formatMessage(messages.documentCount, { count: request.documents.length, max: limits.max })}</p>
      {request.documents.length === 0 ? (
        <p>{intl.formatMessage(messages.noDocuments)}</p>
      ) : (
        <ul className="payment-request-detail__documents">
          {request.documents.map((document) => (
            <li key={document.id}>
              <span>
                <strong>{document.fileName}</strong>{' '}
                <span className="payment-request-detail__hint">
                  {intl.formatMessage(messages.documentFacts, {
                    kind: intl.formatMessage(document.kind === 'receipt' ? messages.receipt : messages.document),
                    size: formats.size(document.size),
                    uploadedAt: formats.dateTime(document.uploadedAt),
                  })}
                </span>
              </span>
              <span className="payment-request-detail__document-actions">
                <FileDownloadButton fileName={document.fileName} onDownload={() => onDownload(document)} />
                {canDeleteDocument(request, document) && (
                  <Button variant="secondary" isDisabled={busy !== null} onPress={() => onConfirmRequested({ kind: 'delete', document })}>
                    {intl.formatMessage(messages.deleteDocument, { fileName: document.fileName })}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(actions.uploadReceipt || actions.uploadDocument) && (
        <div className="payment-request-detail__uploads">
          <p id={limitsId} className="payment-request-detail__hint">
            {intl.formatMessage(messages.uploadLimits, limits)}
          </p>
          {actions.uploadReceipt && (
            <FileTrigger acceptedFileTypes={PAYMENT_DOCUMENT_LIMITS.accept.split(',')} onSelect={(files) => files?.[0] && onUpload('receipt', files[0])}>
              <Button aria-describedby={limitsId} isPending={busy === 'receipt'} isDisabled={busy !== null && busy !== 'receipt'}>
                {intl.formatMessage(messages.uploadReceipt)}
              </Button>
            </FileTrigger>
          )}
          {actions.uploadDocument && (
            <FileTrigger acceptedFileTypes={PAYMENT_DOCUMENT_LIMITS.accept.split(',')} onSelect={(files) => files?.[0] && onUpload('document', files[0])}>
              <Button variant="secondary" aria-describedby={limitsId} isPending={busy === 'document'} isDisabled={busy !== null && busy !== 'document'}>
                {intl.formatMessage(messages.uploadDocument)}
              </Button>
            </FileTrigger>
          )}
        </div>
      )}
      {(actions.approve || actions.void) && (
        <div className="payment-request-detail__actions">
          {actions.approve && (
            <Button isDisabled={busy !== null} onPress={() => onConfirmRequested({ kind: 'approve' })}>
              {intl.formatMessage(messages.approve)}
            </Button>
          )}
          {actions.void && (
            <Button variant="secondary" isDisabled={busy !== null} onPress={() => onConfirmRequested({ kind: 'void' })}>
              {intl.formatMessage(messages.void)}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={confirmation !== null}
        title={confirmation?.title ?? ''}
        message={confirmation?.message}
        confirmLabel={confirmation?.label}
        isPending={busy !== null}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </section>
  );
}

/** The details of one request, wired to the store: each action is confirmed, sent, and its answer shown in words. */
export function PaymentRequestDetail({ request }: { request: PaymentRequestSummary }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const scopes = useAppSelector(selectUser)?.scopes ?? [];
  const errorText = useUserErrorText();
  const [busy, setBusy] = useState<PaymentRequestAction['kind'] | null>(null);
  const [confirming, setConfirming] = useState<PaymentRequestConfirmation | null>(null);
  const [notice, setNotice] = useState<PaymentRequestNotice | null>(null);

  const successText = (action: PaymentRequestAction): string => {
    switch (action.kind) {
      case 'approve':
        return intl.formatMessage(messages.approved, { number: request.orderNumber });
      case 'void':
        return intl.formatMessage(messages.voided, { number: request.orderNumber });
      case 'receipt':
      case 'document':
        return intl.formatMessage(messages.uploaded, { fileName: action.file.name });
      case 'delete':
        return intl.formatMessage(messages.deleted);
    }
  };

  const perform = async (action: PaymentRequestAction) => {
    setBusy(action.kind);
    setNotice(null);
    const outcome = await dispatch(paymentRequestActionRequested(action));
    setBusy(null);
    setConfirming(null);
    setNotice(outcome.ok ? { tone: 'info', messages: [successText(action)] } : { tone: 'error', messages: errorText(outcome.error) });
  };

  const confirm = () => {
    if (confirming?.kind === 'approve' || confirming?.kind === 'void') void perform({ kind: confirming.kind, orderNumber: request.orderNumber });
    else if (confirming?.kind === 'delete') void perform({ kind: 'delete', documentId: confirming.document.id });
  };

  return (
    <PaymentRequestDetailView
      request={request}
      actions={paymentRequestActions(request, scopes)}
      busy={busy}
      confirming={confirming}
      notice={notice}
      onUpload={(kind, file) => void perform({ kind, requestId: request.id, file })}
      onDownload={(document) => dispatch(paymentRequestDocumentDownloadRequested(document))}
      onConfirmRequested={(confirmation) => {
        setNotice(null);
        setConfirming(confirmation);
      }}
      onConfirm={confirm}
      onCancel={() => setConfirming(null)}
    />
  );
}
