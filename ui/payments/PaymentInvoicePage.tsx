import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InvoicePaymentAttempt } from '../../application/portal/payments/invoice-payment';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { CreatedRequestPanel } from './CreatedRequestPanel';
import { paymentMessages } from './payment-invoice-messages';
import { PaymentForm } from './PaymentForm';
import { selectChosenPayer, selectChosenPayment } from './payment-selectors';
import { paymentPayerChosen, paymentScreenReset, savedPaymentDeletionCancelled, selectPaymentState } from './payment-slice';
import { invoicePaymentStarted, paymentPayersRequested, paymentScreenRestarted, savedPaymentDeletionConfirmed } from './payment-thunks';
import './payments.css';

/**
 * The payment attempt of the screen's current round: a new one starts when the screen opens and after every
 * reset (the round counter moves), so its idempotency key lives exactly as long as the form it belongs to.
 */
function useInvoicePaymentAttempt(round: number): InvoicePaymentAttempt | null {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState<{ round: number; attempt: InvoicePaymentAttempt } | null>(null);
  useEffect(() => {
    setAttempt({ round, attempt: dispatch(invoicePaymentStarted()) });
  }, [dispatch, round]);
  return attempt?.round === round ? attempt.attempt : null;
}

/**
 * Pays invoices (/payment/invoice and /payment/invoice-v2): the dealer chooses a payer, ticks invoices under the
 * host's payment-order rule, chooses a saved payment or a method (entering a card or bank account for an
 * immediate one), sees the totals and discounts, and creates a payment request. One payment attempt lives until
 * the screen is reset: its idempotency key is made once, so however often the request is submitted, one is made.
 */
export function PaymentInvoicePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPaymentState);
  const payer = useAppSelector(selectChosenPayer);
  const payment = useAppSelector(selectChosenPayment);
  const attempt = useInvoicePaymentAttempt(state.attempt);
  const localePath = useLocalePath();
  const title = intl.formatMessage(routeTitleMessages['route_title_payment-invoice']);
  const { payers, submission } = state;

  useEffect(() => {
    if (payers.status === 'idle') void dispatch(paymentPayersRequested());
  }, [dispatch, payers.status]);
  // Leaving the page forgets the selection and the request made, so coming back starts from the invoices as they are.
  useEffect(() => () => void dispatch(paymentScreenReset()), [dispatch]);

  const restart = () => void dispatch(paymentScreenRestarted());
  const actions = (
    <>
      <LinkButton variant="secondary" href={localePath('/payment')}>
        {intl.formatMessage(paymentMessages.toList)}
      </LinkButton>
      <Button variant="secondary" onPress={restart}>
        {intl.formatMessage(paymentMessages.reset)}
      </Button>
    </>
  );

  let content;
  if (payers.status === 'idle' || payers.status === 'loading') content = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  else if (payers.status === 'failed')
    content = <EmptyState type="custom" title={intl.formatMessage(paymentMessages.loadFailed)} action={<Button onPress={restart}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  else if (submission.created) content = <CreatedRequestPanel request={submission.created} onPayMore={restart} />;
  else if (!payer) content = <EmptyState type="custom" title={intl.formatMessage(paymentMessages.nothingToPay)} />;
  else if (!attempt) content = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  else
    content = (
      <>
        {payers.list.length > 1 && (
          <SelectField
            label={intl.formatMessage(paymentMessages.payer)}
            options={payers.list.map((candidate) => ({
              id: candidate.key,
              label: intl.formatMessage(paymentMessages.payerOption, { payerName: candidate.payerName, payerCode: candidate.payerCode, companyName: candidate.companyName }),
            }))}
            value={payer.key}
            onChange={(key) => key && dispatch(paymentPayerChosen(key))}
          />
        )}
        <PaymentForm key={`${state.attempt}/${payer.key}`} payer={payer} attempt={attempt} />
      </>
    );

  const deleting = state.options.data?.saved.find((saved) => saved.id === state.deletion.savedPaymentId) ?? null;
  return (
    <AreaFrame title={title} actions={actions}>
      {content}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage(paymentMessages.deleteSavedQuestion, { display: deleting?.display ?? payment?.saved?.display ?? '' })}
        message={intl.formatMessage(paymentMessages.deleteSavedMessage)}
        isPending={state.deletion.deleting}
        onConfirm={() => deleting && void dispatch(savedPaymentDeletionConfirmed(deleting.id))}
        onCancel={() => dispatch(savedPaymentDeletionCancelled())}
      />
    </AreaFrame>
  );
}
