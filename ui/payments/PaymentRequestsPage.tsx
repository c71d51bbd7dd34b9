import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { PaymentRequestSummary } from '../../application/portal/payments/ports';
import type { PaymentStatus } from '../../domain/payments/payment-status';
import { Button } from '../components/Button';
import { AreaFrame } from '../components/AreaFrame';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useLocalePath } from '../i18n/portal-locale';
import { selectActiveCustomer, selectUser } from '../session/session-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { paymentStatusMessages, rangeErrorMessages, useUserErrorText } from './payment-request-messages';
import { PaymentRequestDetail } from './PaymentRequestDetail';
import { PaymentRequestTable } from './PaymentRequestTable';
import './payment-requests.css';
import { usePaymentRequestsByInvoicesQuery, usePaymentRequestsQuery, usePaymentStatusOptionsQuery } from './payment-requests-api';
import {
  paymentRequestLookupAsked,
  paymentRequestQueryAsked,
  selectPaymentRequestLookup,
  selectPaymentRequestQuery,
  selectPaymentRequestRangeErrors,
} from './payment-requests-slice';
import { payerPendingPaymentsVoidRequested } from './payment-requests-thunks';

const messages = messageDescriptors(defineMessages({
  payInvoices: { id: 'payment_request_pay_invoices', defaultMessage: 'Pay invoices' },
  filter: { id: 'payment_request_filter', defaultMessage: 'Filter payment requests' },
  statuses: { id: 'payment_request_filter_statuses', defaultMessage: 'Status' },
  allStatuses: { id: 'payment_request_filter_all_statuses', defaultMessage: 'All statuses' },
  from: { id: 'payment_request_filter_from', defaultMessage: 'Created from' },
  to: { id: 'payment_request_filter_to', defaultMessage: 'Created to' },
  rangeHint: { id: 'payment_request_filter_range_hint', defaultMessage: 'Optional; at most 30 days within one year' },
  apply: { id: 'payment_request_filter_apply', defaultMessage: 'Apply filter' },
  clear: { id: 'payment_request_filter_clear', defaultMessage: 'Clear filter' },
  list: { id: 'payment_request_list', defaultMessage: 'Payment requests' },
  failed: { id: 'payment_request_list_failed', defaultMessage: 'The payment requests could not be loaded. Please try again.' },
  lookup: { id: 'payment_request_lookup', defaultMessage: 'Find by invoice number' },
  payer: { id: 'payment_request_lookup_payer', defaultMessage: 'Payer' },
  invoiceNumbers: { id: 'payment_request_lookup_invoice_numbers', defaultMessage: 'Invoice numbers' },
  invoiceNumbersHint: { id: 'payment_request_lookup_invoice_numbers_hint', defaultMessage: 'Separate several numbers with commas or spaces' },
  find: { id: 'payment_request_lookup_find', defaultMessage: 'Find' },
  payerRequired: { id: 'payment_request_lookup_payer_required', defaultMessage: 'Choose a payer' },
  invoiceNumbersRequired: { id: 'payment_request_lookup_invoice_numbers_required', defaultMessage: 'Enter at least one invoice number' },
  lookupFailed: { id: 'payment_request_lookup_failed', defaultMessage: 'The look-up failed. Please try again.' },
  found: { id: 'payment_request_lookup_found', defaultMessage: 'Payment requests for these invoices' },
  voidAll: { id: 'payment_request_void_all', defaultMessage: 'Void all pending requests of this payer' },
  confirmVoidAll: { id: 'payment_request_confirm_void_all', defaultMessage: 'Void every pending payment request of {payer}?' },
  confirmVoidAllText: { id: 'payment_request_confirm_void_all_text', defaultMessage: 'Nothing has been paid on them yet. Their invoices can be paid again.' },
  voidAllConfirm: { id: 'payment_request_void_all_confirm', defaultMessage: 'Void all' },
  voidedAll: { id: 'payment_request_voided_all', defaultMessage: '{count, plural, one {# pending payment request is} other {# pending payment requests are}} void.' },
}));

/** The payers the look-up offers: the customer the session acts for, and every payer of the requests on show. */
function usePayers(shown: readonly PaymentRequestSummary[]): { id: string; label: string }[] {
  const customer = useAppSelector(selectActiveCustomer);
  const user = useAppSelector(selectUser);
  const payers = new Map<string, string>();
  const ownCode = customer?.code.r3 ?? user?.salesActiveCustCode ?? null;
  if (ownCode) payers.set(ownCode, customer?.name ?? ownCode);
  for (const request of shown) if (!payers.has(request.payerCode)) payers.set(request.payerCode, request.payerName);
  return [...payers].map(([code, name]) => ({ id: code, label: name === code ? code : `${name} (${code})` }));
}

function InvoiceLookup({ shown }: { shown: readonly PaymentRequestSummary[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const lookup = useAppSelector(selectPaymentRequestLookup);
  const found = usePaymentRequestsByInvoicesQuery(lookup.asked ?? skipToken);
  const results = found.isFetching || found.isError ? undefined : found.currentData;
  const errorText = useUserErrorText();
  const payers = usePayers([...shown, ...(results ?? [])]);
  const [chosenPayer, setChosenPayer] = useState<string | null>(null);
  const [invoiceNumbers, setInvoiceNumbers] = useState('');
  const [confirmingVoidAll, setConfirmingVoidAll] = useState(false);
  const [voidingAll, setVoidingAll] = useState(false);
  const [voidNotice, setVoidNotice] = useState<{ tone: 'info' | 'error'; messages: string[] } | null>(null);
  const payer = chosenPayer ?? payers[0]?.id ?? null;
  const payerLabel = payers.find((option) => option.id === payer)?.label ?? payer ?? '';

  const find = (event: FormEvent) => {
    event.preventDefault();
    dispatch(paymentRequestLookupAsked({ payerCode: payer ?? '', invoiceNumbers }));
  };
  const voidAll = async () => {
    if (!payer) return;
    setVoidingAll(true);
    const outcome = await dispatch(payerPendingPaymentsVoidRequested(payer));
    setVoidingAll(false);
    setConfirmingVoidAll(false);
    setVoidNotice(outcome.ok ? { tone: 'info', messages: [intl.formatMessage(messages.voidedAll, { count: outcome.value.length })] } : { tone: 'error', messages: errorText(outcome.error) });
  };

  return (
    <section className="payment-requests__lookup" aria-labelledby="payment-request-lookup">
      <h2 id="payment-request-lookup">{intl.formatMessage(messages.lookup)}</h2>
      <form className="payment-requests__form" onSubmit={find} noValidate>
        <SelectField
          label={intl.formatMessage(messages.payer)}
          options={payers}
          value={payer}
          onChange={setChosenPayer}
          errorMessage={lookup.error === 'payer_required' ? intl.formatMessage(messages.payerRequired) : null}
        />
        <TextField
          label={intl.formatMessage(messages.invoiceNumbers)}
          description={intl.formatMessage(messages.invoiceNumbersHint)}
          value={invoiceNumbers}
          onChange={setInvoiceNumbers}
          errorMessage={lookup.error === 'invoice_numbers_required' ? intl.formatMessage(messages.invoiceNumbersRequired) : null}
        />
        <div className="payment-requests__buttons">
          <Button type="submit" isPending={found.isFetching}>
            {intl.formatMessage(messages.find)}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!payer}
            onPress={() => {
              setVoidNotice(null);
              setConfirmingVoidAll(true);
            }}
          >
            {intl.formatMessage(messages.voidAll)}
          </Button>
        </div>
      </form>
      {voidNotice && (
        <Toast tone={voidNotice.tone}>
          {voidNotice.messages.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </Toast>
      )}
      {found.isError && <Toast tone="error">{intl.formatMessage(messages.lookupFailed)}</Toast>}
      {found.isFetching && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {results &&
        (results.length === 0 ? (
          <EmptyState type="searchNoResult" />
        ) : (
          <ul className="payment-requests__found" aria-label={intl.formatMessage(messages.found)}>
            {results.map((request) => (
              <li key={request.id}>
                <PaymentRequestDetail request={request} />
              </li>
            ))}
          </ul>
        ))}
      <ConfirmDialog
        isOpen={confirmingVoidAll}
        title={intl.formatMessage(messages.confirmVoidAll, { payer: payerLabel })}
        message={intl.formatMessage(messages.confirmVoidAllText)}
        confirmLabel={intl.formatMessage(messages.voidAllConfirm)}
        isPending={voidingAll}
        onConfirm={() => void voidAll()}
        onCancel={() => setConfirmingVoidAll(false)}
      />
    </section>
  );
}

/**
 * The payment requests of the customer the session acts for (/payment): filtered by status and by the day they were
 * created, one page at a time from the service; each row opens its details and actions. A look-up finds a payer's
 * requests by invoice numbers, and "Pay invoices" leads to the payment screen.
 */
export function PaymentRequestsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const query = useAppSelector(selectPaymentRequestQuery);
  const rangeErrors = useAppSelector(selectPaymentRequestRangeErrors);
  // Asked again whenever the page opens or the filter changes, as requests change without this page (a payment, a checkout).
  const list = usePaymentRequestsQuery(query, { refetchOnMountOrArgChange: true });
  const page = list.isError ? undefined : list.data;
  const statusOptions = usePaymentStatusOptionsQuery().data ?? [];
  const [statuses, setStatuses] = useState<string[]>([...query.statuses]);
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  // The table reports a new page size and then a move to page 1 in one go; the move reads the size from here.
  const limit = useRef(query.limit);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    dispatch(paymentRequestQueryAsked({ ...query, statuses: statuses as PaymentStatus[], from: from || null, to: to || null, page: 1 }));
  };
  const clear = () => {
    setStatuses([]);
    setFrom('');
    setTo('');
    dispatch(paymentRequestQueryAsked({ ...query, statuses: [], from: null, to: null, page: 1 }));
  };
  const rangeError = rangeErrors[0];
  const isFiltered = query.statuses.length > 0 || query.from !== null;
  const retry = (
    <Button variant="secondary" onPress={() => void list.refetch()}>
      {intl.formatMessage(commonMessages.refresh)}
    </Button>
  );

  return (
    <AreaFrame
      title={intl.formatMessage(routeTitleMessages.route_title_payment)}
      actions={<LinkButton href={localePath('/payment/invoice')}>{intl.formatMessage(messages.payInvoices)}</LinkButton>}
    >
      <form className="payment-requests__form" aria-label={intl.formatMessage(messages.filter)} onSubmit={apply} noValidate>
        <SelectField
          selectionMode="multiple"
          label={intl.formatMessage(messages.statuses)}
          placeholder={intl.formatMessage(messages.allStatuses)}
          options={statusOptions.map((option) => ({ id: option.status, label: intl.formatMessage(paymentStatusMessages[option.status]) }))}
          value={statuses}
          onChange={setStatuses}
        />
        <TextField label={intl.formatMessage(messages.from)} type="date" value={from} onChange={setFrom} />
        <TextField
          label={intl.formatMessage(messages.to)}
          type="date"
          value={to}
          onChange={setTo}
          description={intl.formatMessage(messages.rangeHint)}
          errorMessage={rangeError ? intl.formatMessage(rangeErrorMessages[rangeError]) : null}
        />
        <div className="payment-requests__buttons">
          <Button type="submit" isPending={list.isFetching}>
            {intl.formatMessage(messages.apply)}
          </Button>
          <Button variant="secondary" onPress={clear}>
            {intl.formatMessage(messages.clear)}
          </Button>
        </div>
      </form>
      {list.isError ? (
        <EmptyState type="custom" title={intl.formatMessage(messages.failed)} action={retry} />
      ) : (
        <PaymentRequestTable
          label={intl.formatMessage(messages.list)}
          requests={page?.items ?? []}
          isLoading={list.isFetching}
          isFiltered={isFiltered}
          paging={{ mode: 'server', total: page?.total ?? 0, page: query.page, onPageChange: (chosen) => dispatch(paymentRequestQueryAsked({ ...query, page: chosen, limit: limit.current })) }}
          pageSize={query.limit === 20 ? 20 : 10}
          onPageSizeChange={(size) => {
            limit.current = size;
          }}
        />
      )}
      <InvoiceLookup shown={page?.items ?? []} />
    </AreaFrame>
  );
}
