import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { InvoiceSelection } from '../../../domain/invoices/selection';
import { achEntryErrors, cardEntryErrors, type AchEntry, type CardEntry } from '../../../domain/payments/payment-instrument';
import type { IdGenerator } from '../cart/ports';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { InstrumentEntry, InvoicePaymentRequestInput, PaymentRequestCreation, PaymentsGateway } from './ports';

/** What the service answered nothing usable for, when a call itself failed. */
export const FAILED_PAYMENT_REQUEST = 'failed_create_payment_request';

/** The instrument a submission pays with: a saved payment, a card or bank account just entered, or none. */
export type PaymentInstrument =
  | { kind: 'saved'; savedPaymentId: string }
  | { kind: 'entered'; instrument: 'card' | 'ach'; entry: InstrumentEntry; save: boolean; today: CalendarDay }
  | null;

/** A payment request as the screen submits it. */
export interface InvoicePaymentSubmission {
  payerCode: string;
  companyCode: string;
  selection: InvoiceSelection;
  merchantId: string;
  partialAmount: string | null;
  /** The amount to pay the screen shows. */
  expectedAmount: string;
  instrument: PaymentInstrument;
}

/**
 * One attempt at paying: the idempotency key is made once, when the attempt starts, and every submission of the
 * attempt carries it, so a double click, a retry after a lost answer or a repeat creates one payment request. A
 * submission made while another is on its way answers that one's outcome. A refused submission creates nothing
 * and can be corrected and sent again under the same key.
 */
export interface InvoicePaymentAttempt {
  readonly idempotencyKey: string;
  submit(submission: InvoicePaymentSubmission): Promise<Result<PaymentRequestCreation>>;
}

export type StartInvoicePayment = () => InvoicePaymentAttempt;

function entryErrors(instrument: Extract<PaymentInstrument, { kind: 'entered' }>): UserError[] {
  const errors = instrument.instrument === 'card' ? cardEntryErrors(instrument.entry as CardEntry, instrument.today) : achEntryErrors(instrument.entry as AchEntry);
  return errors.map((error) => userError(['paymentInformation', error.field], error.message));
}

/** The entered fields of the chosen instrument only, so a card's fields never travel with an ACH debit. */
function enteredFields(instrument: Extract<PaymentInstrument, { kind: 'entered' }>): InstrumentEntry {
  const { entry } = instrument;
  if (instrument.instrument === 'ach') return { accountType: entry.accountType, accountNumber: entry.accountNumber, routingNumber: entry.routingNumber };
  return { creditCardNumber: entry.creditCardNumber, creditCardType: entry.creditCardType, expiredMonth: entry.expiredMonth, expiredYear: entry.expiredYear, securityCode: entry.securityCode };
}

export function createStartInvoicePayment(deps: { payments: PaymentsGateway; ids: IdGenerator }): StartInvoicePayment {
  return () => {
    const idempotencyKey = deps.ids.next();
    let pending: Promise<Result<PaymentRequestCreation>> | null = null;
    /**
     * The token of the instrument last entered, kept while the attempt has not created a request: a retry after a
     * lost answer must send the same token, or the service would take it for another request under the same key.
     */
    let tokenised: { merchantId: string; entry: string; token: string } | null = null;

    const tokenFor = async (merchantId: string, instrument: Extract<PaymentInstrument, { kind: 'entered' }>): Promise<Result<string>> => {
      const fields = enteredFields(instrument);
      const entry = JSON.stringify(fields);
      if (tokenised && tokenised.merchantId === merchantId && tokenised.entry === entry) return ok(tokenised.token);
      const outcome = await deps.payments.tokenize(merchantId, fields);
      if (!outcome.ok) return outcome;
      tokenised = { merchantId, entry, token: outcome.value.token };
      return ok(outcome.value.token);
    };

    const send = async (submission: InvoicePaymentSubmission): Promise<Result<PaymentRequestCreation>> => {
      const { instrument } = submission;
      if (instrument?.kind === 'entered') {
        const errors = entryErrors(instrument);
        if (errors.length > 0) return refused(...errors);
      }
      try {
        let paymentInstrument: InvoicePaymentRequestInput['instrument'] = null;
        if (instrument?.kind === 'saved') paymentInstrument = { savedPaymentId: instrument.savedPaymentId };
        if (instrument?.kind === 'entered') {
          const token = await tokenFor(submission.merchantId, instrument);
          if (!token.ok) return token;
          paymentInstrument = { token: token.value, save: instrument.save };
        }
        const outcome = await deps.payments.createInvoicePaymentRequest({
          payerCode: submission.payerCode,
          companyCode: submission.companyCode,
          selection: submission.selection,
          paymentId: submission.merchantId,
          amount: submission.partialAmount,
          expectedAmount: submission.expectedAmount,
          instrument: paymentInstrument,
          idempotencyKey,
        });
        if (outcome.ok) tokenised = null;
        return outcome;
      } catch {
        return refused(userError('', FAILED_PAYMENT_REQUEST));
      }
    };

    return {
      idempotencyKey,
      submit: (submission) => {
        pending ??= send(submission).finally(() => {
          pending = null;
        });
        return pending;
      },
    };
  };
}
