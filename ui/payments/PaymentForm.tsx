import { useEffect, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { InvoicePaymentAttempt, PaymentInstrument } from '../../application/portal/payments/invoice-payment';
import type { PaymentPayer } from '../../application/portal/payments/payment-screen';
import { fieldPath } from '../../domain/shared/user-error';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { Toast } from '../components/Toast';
import { useShownWhenReady } from '../components/use-shown-when-ready';
import { commonMessages } from '../i18n/common-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { InstrumentFields } from './InstrumentFields';
import { EMPTY_DRAFT, entryOf, type InstrumentDraft } from './instrument-draft';
import { InvoiceLineChoice } from './InvoiceLineChoice';
import { paymentMessages } from './payment-invoice-messages';
import { fieldErrorText, usePaymentErrorText, usePaymentKeyText } from './payment-messages';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { selectChosenPayment, selectPaymentScreen } from './payment-selectors';
import { invoiceLineToggled, paymentAmountEntered, paymentChosen, savedPaymentDeletionAsked, selectPaymentState } from './payment-slice';
import { invoicePaymentSubmitted, paymentOptionsRequested } from './payment-thunks';
import { PaymentTotalsPanel } from './PaymentTotalsPanel';
import { UnpayableLines } from './UnpayableLines';
import { usePayerLines } from './use-payer-lines';

/** The payment form of the chosen payer. Card and account numbers live here only, until they are tokenised. */
export function PaymentForm({ payer, attempt }: { payer: PaymentPayer; attempt: InvoicePaymentAttempt }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPaymentState);
  const lines = usePayerLines(payer, state.selection);
  const screen = useAppSelector((root) => selectPaymentScreen(root, lines.judged));
  const canSubmit = screen.canSubmit && !lines.checking;
  const payment = useAppSelector(selectChosenPayment);
  const text = usePaymentKeyText(payer.currency);
  const errorText = usePaymentErrorText(payer.currency);
  const [draft, setDraft] = useState<InstrumentDraft>(EMPTY_DRAFT);
  const [save, setSave] = useState(false);
  const blockersId = useId();
  const invoicesHeadingId = useId();
  const methodHeadingId = useId();
  const { submission } = state;
  const submitting = submission.status === 'submitting';
  const refusals = submission.errors;
  const fieldRefusals = refusals.filter((error) => error.field[0] === 'paymentInformation' || fieldPath(error) === 'amount');
  const general = refusals.filter((error) => !fieldRefusals.includes(error));

  useEffect(() => {
    if (state.options.status === 'idle') void dispatch(paymentOptionsRequested(payer));
  }, [dispatch, payer, state.options.status]);

  const submit = () => {
    if (!canSubmit || !payment || submitting) return;
    let instrument: PaymentInstrument = null;
    if (payment.saved) instrument = { kind: 'saved', savedPaymentId: payment.saved.id };
    else if (screen.instrumentKind && screen.today) instrument = { kind: 'entered', instrument: screen.instrumentKind, entry: entryOf(draft), save, today: screen.today };
    void dispatch(
      invoicePaymentSubmitted(attempt, {
        payerCode: payer.payerCode,
        companyCode: payer.companyCode,
        selection: state.selection,
        merchantId: payment.merchant.id,
        partialAmount: screen.partialAmount,
        expectedAmount: screen.totals.toPay,
        instrument,
      }),
    );
  };

  // The invoices' heading and hint show at once; the rest of the form once the lines on show, those being paid, the
  // selection's facts and the payment methods are in, so nothing moves when they arrive.
  const readyShown = useShownWhenReady(!lines.loading && state.options.status !== 'idle' && state.options.status !== 'loading');

  return (
    <Form
      className="payment-screen"
      validationBehavior="aria"
      aria-busy={submitting || !readyShown || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="payment-screen__main">
        <section className="payment-section" aria-labelledby={invoicesHeadingId}>
          <h2 id={invoicesHeadingId}>{intl.formatMessage(paymentMessages.invoices)}</h2>
          <p className="payment-hint">{intl.formatMessage(paymentMessages.invoicesHint)}</p>
          {!readyShown ? (
            <Spinner label={intl.formatMessage(commonMessages.loading)} />
          ) : lines.failed ? (
            <p>{intl.formatMessage(paymentMessages.loadFailed)}</p>
          ) : (
            <InvoiceLineChoice
              lines={lines.payable}
              pageSize={lines.pageSize}
              screen={screen}
              currency={payer.currency}
              label={intl.formatMessage(paymentMessages.invoices)}
              onToggle={(line) => dispatch(invoiceLineToggled(line))}
            />
          )}
        </section>
        {readyShown && (
          <>
            <UnpayableLines lines={lines.apart} pageSize={lines.pageSize} currency={payer.currency} />
            <section className="payment-section" aria-labelledby={methodHeadingId}>
              <h2 id={methodHeadingId}>{intl.formatMessage(paymentMessages.method)}</h2>
              {state.options.data ? (
                <PaymentMethodChoice
                  options={state.options.data}
                  choice={state.choice}
                  payment={payment}
                  onChoose={(choice) => dispatch(paymentChosen(choice))}
                  onDeleteSaved={(id) => dispatch(savedPaymentDeletionAsked(id))}
                  labelledBy={methodHeadingId}
                />
              ) : (
                <p>{intl.formatMessage(paymentMessages.methodsFailed)}</p>
              )}
              {state.deletion.errors.length > 0 && (
                <Toast tone="error">
                  {state.deletion.errors.map((error, index) => (
                    <p key={index}>{errorText(error)}</p>
                  ))}
                </Toast>
              )}
              {screen.instrumentKind && <InstrumentFields kind={screen.instrumentKind} draft={draft} onChange={setDraft} save={save} onSaveChange={setSave} errors={fieldRefusals} currency={payer.currency} />}
            </section>
          </>
        )}
      </div>
      {readyShown && (
        <aside className="payment-screen__summary" aria-label={intl.formatMessage(paymentMessages.summary)}>
          <h2>{intl.formatMessage(paymentMessages.summary)}</h2>
          <PaymentTotalsPanel
            screen={screen}
            currency={payer.currency}
            enteredAmount={state.enteredAmount}
            onAmountChange={(amount) => dispatch(paymentAmountEntered(amount))}
            amountRefusal={fieldErrorText(refusals, 'amount', errorText)}
          />
          {general.length > 0 && (
            <Toast tone="error">
              <p>{intl.formatMessage(paymentMessages.refused)}</p>
              {general.map((error, index) => (
                <p key={index}>{errorText(error)}</p>
              ))}
            </Toast>
          )}
          {!screen.canSubmit && (
            <div id={blockersId} className="payment-blockers">
              <p>{intl.formatMessage(paymentMessages.blocked)}</p>
              <ul>
                {screen.blockers.map((blocker) => (
                  <li key={blocker}>{text(blocker)}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="payment-actions">
            <Button type="submit" isDisabled={!canSubmit || submitting} aria-describedby={screen.canSubmit ? undefined : blockersId}>
              {intl.formatMessage(paymentMessages.submit)}
            </Button>
          </div>
          <p role="status" className="payment-status">
            {submitting ? intl.formatMessage(paymentMessages.submitting) : ''}
          </p>
        </aside>
      )}
    </Form>
  );
}
