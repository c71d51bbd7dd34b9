import { FactList } from '../components/FactList';
import { useEffect, useId, useMemo, useState } from 'react';
import { Checkbox, Form, Radio, RadioGroup } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import type { InvoicePaymentAttempt, PaymentInstrument } from '../../application/portal/payments/invoice-payment';
import type { ChosenPayment, PaymentChoice, PaymentOptions, PaymentPayer, PaymentScreen } from '../../application/portal/payments/payment-screen';
import type { CreatedPaymentRequest, InstrumentEntry, PaymentUserError } from '../../application/portal/payments/ports';
import type { WrongSelection } from '../../domain/invoices/selection';
import { ACH_ACCOUNT_TYPES, CARD_BRANDS } from '../../domain/payments/payment-instrument';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { AreaFrame } from '../components/AreaFrame';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { usePaymentErrorText, usePaymentKeyText, usePaymentMoney } from './payment-messages';
import { selectChosenPayer, selectChosenPayment, selectPaymentScreen } from './payment-selectors';
import {
  invoiceLineToggled,
  paymentAmountEntered,
  paymentChosen,
  paymentPayerChosen,
  savedPaymentDeletionAsked,
  savedPaymentDeletionCancelled,
  paymentScreenReset,
  selectPaymentState,
} from './payment-slice';
import {
  invoicePaymentStarted,
  invoicePaymentSubmitted,
  paymentOptionsRequested,
  paymentPayersRequested,
  paymentScreenRestarted,
  savedPaymentDeletionConfirmed,
} from './payment-thunks';
import './payments.css';

export const paymentMessages = messageDescriptors(
  defineMessages({
    payer: { id: 'payment_invoice_payer', defaultMessage: 'Payer' },
    payerOption: { id: 'payment_invoice_payer_option', defaultMessage: '{payerName} ({payerCode}), {companyName}' },
    invoices: { id: 'payment_invoice_invoices', defaultMessage: 'Invoices to pay' },
    invoicesHint: { id: 'payment_invoice_invoices_hint', defaultMessage: 'Ticking an installment or a credit note selects all of its lines.' },
    selectLine: { id: 'payment_invoice_select_line', defaultMessage: 'Invoice {invoiceNo}' },
    selectInstallment: { id: 'payment_invoice_select_installment', defaultMessage: 'Invoice {invoiceNo}, installment {installment}' },
    selectCreditNote: { id: 'payment_invoice_select_credit_note', defaultMessage: 'Credit note {invoiceNo}' },
    dueDate: { id: 'payment_invoice_due_date', defaultMessage: 'Due {date}' },
    dueNow: { id: 'payment_invoice_due_now', defaultMessage: 'Due Now' },
    dueWithin: { id: 'payment_invoice_due_within', defaultMessage: 'Due within {days} days' },
    dueLater: { id: 'payment_invoice_due_later', defaultMessage: 'Due in more than {days} days' },
    overdueDays: { id: 'payment_invoice_overdue_days', defaultMessage: 'Overdue {days} days' },
    noPayable: { id: 'payment_invoice_no_payable', defaultMessage: 'No invoice of this payer can be paid now.' },
    beingPaid: { id: 'payment_invoice_being_paid', defaultMessage: 'Being paid' },
    beingPaidHint: { id: 'payment_invoice_being_paid_hint', defaultMessage: 'A payment request already covers these invoices; they cannot be selected.' },
    method: { id: 'payment_invoice_method', defaultMessage: 'Payment method' },
    savedOption: { id: 'payment_invoice_saved_option', defaultMessage: 'Saved: {display}' },
    methodsFailed: { id: 'payment_invoice_methods_failed', defaultMessage: 'The payment methods could not be loaded. Please try again.' },
    noMethods: { id: 'payment_invoice_no_methods', defaultMessage: 'No payment method is available for these invoices.' },
    merchant: { id: 'payment_invoice_merchant', defaultMessage: 'Merchant: {merchant}' },
    discountRate: { id: 'payment_invoice_discount_rate', defaultMessage: 'Payment-method discount: {rate}' },
    deleteSaved: { id: 'payment_invoice_delete_saved', defaultMessage: 'Delete saved payment' },
    deleteSavedQuestion: { id: 'payment_invoice_delete_saved_question', defaultMessage: 'Delete the saved payment {display}?' },
    deleteSavedMessage: { id: 'payment_invoice_delete_saved_message', defaultMessage: 'You can enter it again the next time you pay.' },
    paymentInformation: { id: 'payment_invoice_payment_information', defaultMessage: 'Payment information' },
    accountType: { id: 'payment_invoice_account_type', defaultMessage: 'Account type' },
    accountNumber: { id: 'payment_invoice_account_number', defaultMessage: 'Account number' },
    routingNumber: { id: 'payment_invoice_routing_number', defaultMessage: 'Routing number' },
    cardNumber: { id: 'payment_invoice_card_number', defaultMessage: 'Card number' },
    cardType: { id: 'payment_invoice_card_type', defaultMessage: 'Card type' },
    expiryMonth: { id: 'payment_invoice_expiry_month', defaultMessage: 'Expiry month' },
    expiryYear: { id: 'payment_invoice_expiry_year', defaultMessage: 'Expiry year' },
    securityCode: { id: 'payment_invoice_security_code', defaultMessage: 'Security code' },
    choose: { id: 'payment_invoice_choose', defaultMessage: 'Choose' },
    savePayment: { id: 'payment_invoice_save_payment', defaultMessage: 'Save this payment' },
    summary: { id: 'payment_invoice_summary', defaultMessage: 'Payment summary' },
    totalBeforeDiscount: { id: 'payment_invoice_total_before_discount', defaultMessage: 'Total before discount' },
    earlyPaymentDiscount: { id: 'payment_invoice_early_payment_discount', defaultMessage: 'Early-payment discount' },
    freightAllowance: { id: 'payment_invoice_freight_allowance', defaultMessage: 'Freight allowance' },
    paymentMethodDiscount: { id: 'payment_invoice_payment_method_discount', defaultMessage: 'Payment-method discount' },
    totalDiscount: { id: 'payment_invoice_total_discount', defaultMessage: 'Total discount' },
    toPay: { id: 'payment_invoice_to_pay', defaultMessage: 'Amount to pay' },
    incomplete: {
      id: 'payment_invoice_incomplete',
      defaultMessage: 'Not all installments of {invoices} are selected: their early-payment discount and freight allowance count only when every installment is paid.',
    },
    partialAmount: { id: 'payment_invoice_partial_amount', defaultMessage: 'Amount to pay now' },
    partialAmountHint: { id: 'payment_invoice_partial_amount_hint', defaultMessage: 'Optional. Pay part of the invoice: at least 1, at most {total}. A partial payment earns no discount.' },
    submit: { id: 'payment_invoice_submit', defaultMessage: 'Create payment request' },
    submitting: { id: 'payment_invoice_submitting', defaultMessage: 'Creating the payment request…' },
    blocked: { id: 'payment_invoice_blocked', defaultMessage: 'The payment request cannot be made yet:' },
    refused: { id: 'payment_invoice_refused', defaultMessage: 'The payment request was not made.' },
    reset: { id: 'payment_invoice_reset', defaultMessage: 'Reset' },
    toList: { id: 'payment_invoice_to_list', defaultMessage: 'Payment requests' },
    toListOfCreated: { id: 'payment_invoice_to_list_of_created', defaultMessage: 'Open the payment request list' },
    loadFailed: { id: 'payment_invoice_load_failed', defaultMessage: 'The open invoices could not be loaded. Please try again.' },
    nothingToPay: { id: 'payment_invoice_nothing_to_pay', defaultMessage: 'There are no open invoices to pay.' },
    created: { id: 'payment_invoice_created', defaultMessage: 'Payment request {number} was created' },
    createdNumber: { id: 'payment_invoice_created_number', defaultMessage: 'Request number' },
    createdAmount: { id: 'payment_invoice_created_amount', defaultMessage: 'Amount' },
    createdStatus: { id: 'payment_invoice_created_status', defaultMessage: 'Status' },
    createdInvoices: { id: 'payment_invoice_created_invoices', defaultMessage: 'Invoices' },
    createdMethod: { id: 'payment_invoice_created_method', defaultMessage: 'Payment method' },
    createdVirtualAccount: { id: 'payment_invoice_created_virtual_account', defaultMessage: 'Virtual account number' },
    createdInstrument: { id: 'payment_invoice_created_instrument', defaultMessage: 'Paid with' },
    createdInstruction: { id: 'payment_invoice_created_instruction', defaultMessage: 'Instruction' },
    createdExpiry: { id: 'payment_invoice_created_expiry', defaultMessage: 'Pay before' },
    createdPartial: { id: 'payment_invoice_created_partial', defaultMessage: 'Partial payment' },
    payMore: { id: 'payment_invoice_pay_more', defaultMessage: 'Pay other invoices' },
  }),
);

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

/** The entered instrument as the form holds it: month and year as typed. */
export interface InstrumentDraft {
  accountType: string | null;
  accountNumber: string;
  routingNumber: string;
  creditCardNumber: string;
  creditCardType: string | null;
  expiredMonth: string | null;
  expiredYear: string;
  securityCode: string;
}

export const EMPTY_DRAFT: InstrumentDraft = { accountType: null, accountNumber: '', routingNumber: '', creditCardNumber: '', creditCardType: null, expiredMonth: null, expiredYear: '', securityCode: '' };

function wholeNumber(text: string | null): number | null {
  const trimmed = (text ?? '').trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function entryOf(draft: InstrumentDraft): InstrumentEntry {
  return { ...draft, expiredMonth: wholeNumber(draft.expiredMonth), expiredYear: wholeNumber(draft.expiredYear) };
}

function fieldError(errors: readonly PaymentUserError[], field: string, text: (error: PaymentUserError) => string): string | null {
  const found = errors.find((error) => error.field === field);
  return found ? text(found) : null;
}

/** A line's checkbox name: the invoice, its installment, or the credit note. */
function useLineName() {
  const intl = useIntl();
  return (line: InvoiceLine) => {
    if (line.accountingAmount.startsWith('-')) return intl.formatMessage(paymentMessages.selectCreditNote, { invoiceNo: line.invoiceNo });
    if (line.installment !== null) return intl.formatMessage(paymentMessages.selectInstallment, { invoiceNo: line.invoiceNo, installment: line.installment });
    return intl.formatMessage(paymentMessages.selectLine, { invoiceNo: line.invoiceNo });
  };
}

function DueText({ line }: { line: InvoiceLine }) {
  const intl = useIntl();
  const { key, days } = line.dueState;
  const descriptor = { due_now: paymentMessages.dueNow, due_within_days: paymentMessages.dueWithin, due_in_more_than_days: paymentMessages.dueLater, overdue_days: paymentMessages.overdueDays }[key];
  return <span className={key === 'overdue_days' ? 'payment-line__overdue' : undefined}>{intl.formatMessage(descriptor, { days })}</span>;
}

/** The facts of a line: due date and state, status, amount. */
function LineFacts({ line, currency, status }: { line: InvoiceLine; currency: string; status?: boolean }) {
  const intl = useIntl();
  const amount = usePaymentMoney(currency);
  // Calendar days, written in UTC so that no time zone moves them to another day.
  const days = useFormatDate('UTC');
  return (
    <span className="payment-line__facts">
      <span>{intl.formatMessage(paymentMessages.dueDate, { date: days.date(`${line.dueDate}T00:00:00Z`) })}</span>
      <DueText line={line} />
      {status && line.status && <span>{line.status}</span>}
      <span className="payment-line__amount">{amount(line.accountingAmount)}</span>
    </span>
  );
}

/** The payable lines, each with its checkbox and, when wrongly selected, the reason in words. */
export function InvoiceLineChoice({ lines, screen, currency, onToggle }: { lines: readonly InvoiceLine[]; screen: PaymentScreen; currency: string; onToggle: (line: InvoiceLine) => void }) {
  const intl = useIntl();
  const text = usePaymentKeyText(currency);
  const lineName = useLineName();
  const baseId = useId();
  const reasonText = (wrong: WrongSelection) => text(wrong.reason, wrong.payFirst ? { payFirst: wrong.payFirst.invoiceNo } : {});
  if (lines.length === 0) return <p>{intl.formatMessage(paymentMessages.noPayable)}</p>;
  return (
    <ul className="payment-lines">
      {lines.map((line) => {
        const wrong = screen.wrong[line.id];
        const reasonId = `${baseId}-${line.id}`;
        return (
          <li key={line.id} className={`payment-line${wrong ? ' payment-line--wrong' : ''}`}>
            <Checkbox
              className="checkbox payment-line__check"
              isSelected={screen.selectedIds.includes(line.id)}
              onChange={() => onToggle(line)}
              aria-describedby={wrong ? reasonId : undefined}
              aria-invalid={wrong ? true : undefined}
            >
              <span className="checkbox__box" aria-hidden="true" />
              <span className="payment-line__name">{lineName(line)}</span>
            </Checkbox>
            <LineFacts line={line} currency={currency} />
            {wrong && (
              <p id={reasonId} className="payment-line__reason">
                {reasonText(wrong)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Lines a payment request already covers, with their status; not selectable. */
function UnpayableLines({ lines, currency }: { lines: readonly InvoiceLine[]; currency: string }) {
  const intl = useIntl();
  const lineName = useLineName();
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section className="payment-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(paymentMessages.beingPaid)}</h2>
      <p className="payment-hint">{intl.formatMessage(paymentMessages.beingPaidHint)}</p>
      <ul className="payment-lines">
        {lines.map((line) => (
          <li key={line.id} className="payment-line payment-line--apart">
            <span className="payment-line__name">{lineName(line)}</span>
            <LineFacts line={line} currency={currency} status />
          </li>
        ))}
      </ul>
    </section>
  );
}

function choiceKey(choice: PaymentChoice | null): string | null {
  if (!choice) return null;
  return choice.kind === 'saved' ? `saved:${choice.savedPaymentId}` : `merchant:${choice.merchantId}`;
}

function choiceOf(key: string): PaymentChoice {
  const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  return kind === 'saved' ? { kind: 'saved', savedPaymentId: id } : { kind: 'merchant', merchantId: id };
}

/** Saved payments and payment methods (one option per merchant), and what the chosen one means. */
export function PaymentMethodChoice({
  options,
  choice,
  payment,
  onChoose,
  onDeleteSaved,
  labelledBy,
}: {
  options: PaymentOptions;
  choice: PaymentChoice | null;
  payment: ChosenPayment | null;
  onChoose: (choice: PaymentChoice) => void;
  onDeleteSaved: (id: string) => void;
  /** The section heading that names the choice. */
  labelledBy: string;
}) {
  const intl = useIntl();
  const merchantOptions = options.methods.flatMap((method) =>
    method.merchants.map((merchant) => ({ key: `merchant:${merchant.id}`, label: method.merchants.length > 1 ? `${method.description} (${merchant.merchant})` : method.description })),
  );
  if (options.methods.length === 0) return <p>{intl.formatMessage(paymentMessages.noMethods)}</p>;
  const rate = payment ? Number(payment.merchant.paymentDiscount) : 0;
  return (
    <>
      <RadioGroup className="payment-radio-group" aria-labelledby={labelledBy} value={choiceKey(choice)} onChange={(key) => onChoose(choiceOf(key))}>
        {options.saved.map((saved) => (
          <Radio key={saved.id} value={`saved:${saved.id}`} className="payment-radio">
            {intl.formatMessage(paymentMessages.savedOption, { display: saved.display })}
          </Radio>
        ))}
        {merchantOptions.map((option) => (
          <Radio key={option.key} value={option.key} className="payment-radio">
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      {payment && (
        <div className="payment-method-facts">
          <p>{intl.formatMessage(paymentMessages.merchant, { merchant: payment.merchant.merchant })}</p>
          {payment.merchant.instruction && <p>{payment.merchant.instruction}</p>}
          {rate > 0 && <p>{intl.formatMessage(paymentMessages.discountRate, { rate: intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 2 }) })}</p>}
          {payment.saved && (
            <Button variant="secondary" onPress={() => onDeleteSaved(payment.saved!.id)}>
              {intl.formatMessage(paymentMessages.deleteSaved)}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

interface InstrumentFieldsProps {
  kind: 'card' | 'ach';
  draft: InstrumentDraft;
  onChange: (draft: InstrumentDraft) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
  errors: readonly PaymentUserError[];
  currency: string;
}

/** The card or ACH fields of an immediate payment, with the domain's and the service's refusals under each. */
export function InstrumentFields({ kind, draft, onChange, save, onSaveChange, errors, currency }: InstrumentFieldsProps) {
  const intl = useIntl();
  const errorText = usePaymentErrorText(currency);
  const headingId = useId();
  const set = (field: keyof InstrumentDraft) => (value: string | null) => onChange({ ...draft, [field]: value });
  const errorOf = (field: string) => fieldError(errors, `paymentInformation.${field}`, errorText);
  const choose = intl.formatMessage(paymentMessages.choose);
  return (
    <fieldset className="payment-instrument" aria-labelledby={headingId}>
      <legend id={headingId}>{intl.formatMessage(paymentMessages.paymentInformation)}</legend>
      {kind === 'ach' ? (
        <>
          <SelectField
            label={intl.formatMessage(paymentMessages.accountType)}
            options={ACH_ACCOUNT_TYPES.map((type) => ({ id: type, label: type }))}
            value={draft.accountType}
            onChange={set('accountType')}
            placeholder={choose}
            errorMessage={errorOf('accountType')}
          />
          <TextField label={intl.formatMessage(paymentMessages.accountNumber)} value={draft.accountNumber} onChange={set('accountNumber')} inputMode="numeric" autoComplete="off" errorMessage={errorOf('accountNumber')} />
          <TextField label={intl.formatMessage(paymentMessages.routingNumber)} value={draft.routingNumber} onChange={set('routingNumber')} inputMode="numeric" autoComplete="off" errorMessage={errorOf('routingNumber')} />
        </>
      ) : (
        <>
          <TextField label={intl.formatMessage(paymentMessages.cardNumber)} value={draft.creditCardNumber} onChange={set('creditCardNumber')} inputMode="numeric" autoComplete="cc-number" errorMessage={errorOf('creditCardNumber')} />
          <SelectField
            label={intl.formatMessage(paymentMessages.cardType)}
            options={CARD_BRANDS.map((brand) => ({ id: brand, label: brand }))}
            value={draft.creditCardType}
            onChange={set('creditCardType')}
            placeholder={choose}
            errorMessage={errorOf('creditCardType')}
          />
          <div className="payment-instrument__row">
            <SelectField
              label={intl.formatMessage(paymentMessages.expiryMonth)}
              options={MONTHS.map((month) => ({ id: month, label: month.padStart(2, '0') }))}
              value={draft.expiredMonth}
              onChange={set('expiredMonth')}
              placeholder={choose}
              errorMessage={errorOf('expiredMonth')}
            />
            <TextField label={intl.formatMessage(paymentMessages.expiryYear)} value={draft.expiredYear} onChange={set('expiredYear')} inputMode="numeric" autoComplete="cc-exp-year" errorMessage={errorOf('expiredYear')} />
          </div>
          <TextField label={intl.formatMessage(paymentMessages.securityCode)} value={draft.securityCode} onChange={set('securityCode')} inputMode="numeric" autoComplete="cc-csc" errorMessage={errorOf('securityCode')} />
        </>
      )}
      <Checkbox className="checkbox payment-instrument__save" isSelected={save} onChange={onSaveChange}>
        <span className="checkbox__box" aria-hidden="true" />
        <span>{intl.formatMessage(paymentMessages.savePayment)}</span>
      </Checkbox>
    </fieldset>
  );
}

/** The totals of the payment, the note on incomplete installments and the partial amount. */
export function PaymentTotalsPanel({
  screen,
  currency,
  enteredAmount,
  onAmountChange,
  amountRefusal,
}: {
  screen: PaymentScreen;
  currency: string;
  enteredAmount: string;
  onAmountChange: (amount: string) => void;
  amountRefusal: string | null;
}) {
  const intl = useIntl();
  const amount = usePaymentMoney(currency);
  const text = usePaymentKeyText(currency);
  const { totals } = screen;
  const rows = [
    [paymentMessages.totalBeforeDiscount, totals.totalBeforeDiscount],
    [paymentMessages.earlyPaymentDiscount, totals.earlyPaymentDiscount],
    [paymentMessages.freightAllowance, totals.freightAllowance],
    [paymentMessages.paymentMethodDiscount, totals.paymentMethodDiscount],
    [paymentMessages.totalDiscount, totals.totalDiscount],
  ] as const;
  const amountError = screen.amountError ? text(screen.amountError.key, screen.amountError.values) : amountRefusal;
  return (
    <>
      <dl className="payment-totals">
        {rows.map(([label, value]) => (
          <div key={label.id} className="payment-totals__row">
            <dt>{intl.formatMessage(label)}</dt>
            <dd>{amount(value)}</dd>
          </div>
        ))}
        <div className="payment-totals__row payment-totals__row--to-pay">
          <dt>{intl.formatMessage(paymentMessages.toPay)}</dt>
          <dd>{amount(totals.toPay)}</dd>
        </div>
      </dl>
      {totals.incompleteInvoices.length > 0 && (
        <p className="payment-note">{intl.formatMessage(paymentMessages.incomplete, { invoices: intl.formatList(totals.incompleteInvoices, { type: 'conjunction' }) })}</p>
      )}
      {screen.partialAvailable && (
        <TextField
          label={intl.formatMessage(paymentMessages.partialAmount)}
          value={enteredAmount}
          onChange={onAmountChange}
          inputMode="decimal"
          description={intl.formatMessage(paymentMessages.partialAmountHint, { total: amount(totals.totalBeforeDiscount) })}
          errorMessage={amountError}
        />
      )}
    </>
  );
}

/** The created payment request: number, amount, status, how to pay it and until when, and the way to the list. */
export function CreatedRequestPanel({ request, onPayMore }: { request: CreatedPaymentRequest; onPayMore: () => void }) {
  const intl = useIntl();
  const amount = usePaymentMoney(request.currency);
  const dates = useFormatDate();
  const localePath = useLocalePath();
  const headingId = useId();
  const facts: [string, string][] = [
    [intl.formatMessage(paymentMessages.createdNumber), request.orderNumber],
    [intl.formatMessage(paymentMessages.createdAmount), amount(request.amount)],
    [intl.formatMessage(paymentMessages.createdStatus), request.status.description],
    [intl.formatMessage(paymentMessages.createdInvoices), intl.formatList([...request.positiveInvoiceNumbers, ...request.negativeInvoiceNumbers], { type: 'conjunction' })],
    [intl.formatMessage(paymentMessages.createdMethod), request.methodType],
  ];
  if (request.isPartialPayment) facts.push([intl.formatMessage(paymentMessages.createdPartial), amount(request.amount)]);
  if (request.virtualAccountNo) facts.push([intl.formatMessage(paymentMessages.createdVirtualAccount), request.virtualAccountNo]);
  if (request.instrument) facts.push([intl.formatMessage(paymentMessages.createdInstrument), request.instrument]);
  if (request.instruction) facts.push([intl.formatMessage(paymentMessages.createdInstruction), request.instruction]);
  if (request.expiredDate) facts.push([intl.formatMessage(paymentMessages.createdExpiry), dates.dateTime(request.expiredDate)]);
  return (
    <section className="payment-created" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(paymentMessages.created, { number: request.orderNumber })}</h2>
      <FactList className="payment-created__facts" facts={facts} />
      <div className="payment-actions">
        <LinkButton href={localePath('/payment')}>{intl.formatMessage(paymentMessages.toListOfCreated)}</LinkButton>
        <Button variant="secondary" onPress={onPayMore}>
          {intl.formatMessage(paymentMessages.payMore)}
        </Button>
      </div>
    </section>
  );
}

/** The payment form of the chosen payer. Card and account numbers live here only, until they are tokenised. */
function PaymentForm({ payer, attempt }: { payer: PaymentPayer; attempt: InvoicePaymentAttempt }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPaymentState);
  const screen = useAppSelector(selectPaymentScreen);
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
  const fieldRefusals = refusals.filter((error) => error.field.startsWith('paymentInformation.') || error.field === 'amount');
  const general = refusals.filter((error) => !fieldRefusals.includes(error));

  useEffect(() => {
    if (state.options.status === 'idle') void dispatch(paymentOptionsRequested(payer));
  }, [dispatch, payer, state.options.status]);

  const submit = () => {
    if (!screen.canSubmit || !payment || submitting) return;
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

  return (
    <Form
      className="payment-screen"
      validationBehavior="aria"
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="payment-screen__main">
        <section className="payment-section" aria-labelledby={invoicesHeadingId}>
          <h2 id={invoicesHeadingId}>{intl.formatMessage(paymentMessages.invoices)}</h2>
          <p className="payment-hint">{intl.formatMessage(paymentMessages.invoicesHint)}</p>
          <InvoiceLineChoice lines={screen.payable} screen={screen} currency={payer.currency} onToggle={(line) => dispatch(invoiceLineToggled(line))} />
        </section>
        <UnpayableLines lines={screen.unpayable} currency={payer.currency} />
        <section className="payment-section" aria-labelledby={methodHeadingId}>
          <h2 id={methodHeadingId}>{intl.formatMessage(paymentMessages.method)}</h2>
          {state.options.status === 'loaded' && state.options.data ? (
            <PaymentMethodChoice
              options={state.options.data}
              choice={state.choice}
              payment={payment}
              onChoose={(choice) => dispatch(paymentChosen(choice))}
              onDeleteSaved={(id) => dispatch(savedPaymentDeletionAsked(id))}
              labelledBy={methodHeadingId}
            />
          ) : state.options.status === 'failed' ? (
            <p>{intl.formatMessage(paymentMessages.methodsFailed)}</p>
          ) : (
            <Spinner label={intl.formatMessage(commonMessages.loading)} />
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
      </div>
      <aside className="payment-screen__summary" aria-label={intl.formatMessage(paymentMessages.summary)}>
        <h2>{intl.formatMessage(paymentMessages.summary)}</h2>
        <PaymentTotalsPanel
          screen={screen}
          currency={payer.currency}
          enteredAmount={state.enteredAmount}
          onAmountChange={(amount) => dispatch(paymentAmountEntered(amount))}
          amountRefusal={fieldError(refusals, 'amount', errorText)}
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
          <Button type="submit" isDisabled={!screen.canSubmit || submitting} aria-describedby={screen.canSubmit ? undefined : blockersId}>
            {intl.formatMessage(paymentMessages.submit)}
          </Button>
        </div>
        <p role="status" className="payment-status">
          {submitting ? intl.formatMessage(paymentMessages.submitting) : ''}
        </p>
      </aside>
    </Form>
  );
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
  const attempt = useMemo(() => dispatch(invoicePaymentStarted()), [dispatch, state.attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- a reset starts a new attempt
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
