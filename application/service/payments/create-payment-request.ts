import { instrumentKindOf } from '../../../domain/payments/payment-instrument';
import { selectionKey } from '../../../domain/invoices/selection-key';
import { judgeSelection, paymentRequestReferences, selectedInvoices, type InvoiceSelection } from '../../../domain/invoices/selection';
import { currencyPrecision } from '../../../domain/money/currency-precision';
import { equals, isDecimalString, money, toDecimalString } from '../../../domain/money/money';
import { paymentTotals, type PaymentTotals } from '../../../domain/payments/discounts';
import { judgePaymentAmount, partialPaymentAvailable } from '../../../domain/payments/partial-payment';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerRepository } from '../customers/active-customer';
import type { InvoicesSettings } from '../invoices/ports';
import type { Clock } from '../shared/ports';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import { LINE_STATUS, openAtGateway } from './payment-moves';
import type {
  PayableLine,
  PaymentGateway,
  PaymentLedger,
  PaymentMerchantRecord,
  PaymentMethodRepository,
  PaymentRequestRecord,
  SavedPaymentRepository,
  TokenizedInstrument,
} from './ports';

/** An idempotency key: what the portal generates once per payment screen submit (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/** Card and bank fields that must never reach this call: the portal tokenises them first (tokenizePayment). */
export const RAW_INSTRUMENT_FIELDS = ['creditCardNumber', 'securityCode', 'accountNumber', 'routingNumber'] as const;

/** The payment information sent with a request: a saved instrument, or a token from tokenizePayment. */
export interface PaymentInformation {
  id?: string | null;
  paymentToken?: string | null;
  shouldSavePayment?: boolean | null;
  creditCardNumber?: string | null;
  securityCode?: string | null;
  accountNumber?: string | null;
  routingNumber?: string | null;
}

export interface CreatePaymentRequestInput {
  payerCode: string;
  /** The company the invoices are owed to; taken from the selected lines when absent. */
  companyCode?: string | null;
  selection: InvoiceSelection;
  /** The payment merchant (paymentMerchants.id) of the chosen method. */
  paymentId: string;
  /** The entered amount of a partial payment; absent for a full payment. */
  amount?: string | null;
  /** The amount to pay the screen showed; when given and the service computes another, nothing is created. */
  expectedAmount?: string | null;
  paymentInformation?: PaymentInformation | null;
  idempotencyKey: string;
}

export interface CreatedPaymentRequest {
  request: PaymentRequestRecord;
  totals: PaymentTotals | null;
  /** True when the idempotency key had already created this request. */
  replayed: boolean;
}

export interface CreatePaymentRequestDeps {
  activeCustomers: ActiveCustomerRepository;
  invoicesSettings: InvoicesSettings;
  paymentMethods: PaymentMethodRepository;
  savedPayments: SavedPaymentRepository;
  paymentLedger: PaymentLedger;
  paymentGateway: PaymentGateway;
  clock: Clock;
}

/** Sorted, trimmed, without blanks and repeats, so equal selections compare equal. */
function normalisedSelection(selection: InvoiceSelection): InvoiceSelection {
  const clean = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))].sort();
  return { assignments: clean(selection.assignments), creditNoteNumbers: clean(selection.creditNoteNumbers) };
}

/** What identifies a request apart from its key: a repeated key with another fingerprint is a different request. */
function fingerprintOf(input: CreatePaymentRequestInput, selection: InvoiceSelection, userId: string): string {
  return JSON.stringify({
    userId,
    payerCode: input.payerCode.trim(),
    companyCode: input.companyCode?.trim() || null,
    selection,
    paymentId: input.paymentId,
    amount: input.amount?.trim() || null,
    savedPayment: input.paymentInformation?.id ?? null,
    token: input.paymentInformation?.paymentToken ?? null,
    save: input.paymentInformation?.shouldSavePayment ?? false,
  });
}

/** Selected keys that name no open line of the payer: a payable line by assignment (or invoice number), a credit note by number. */
function unknownSelections(lines: readonly PayableLine[], selection: InvoiceSelection): UserError[] {
  const known = new Set(lines.map((line) => JSON.stringify(selectionKey(line))));
  const lists = ['assignments', 'creditNoteNumbers'] as const;
  return lists.flatMap((list) =>
    selection[list].filter((key) => !known.has(JSON.stringify({ list, key }))).map((key) => userError(['selection', list, key], 'unknown_invoice')),
  );
}

/** The instrument an immediate payment is made with: a saved one of the user, or a token of the right kind. */
async function instrumentFor(
  deps: CreatePaymentRequestDeps,
  merchant: PaymentMerchantRecord,
  information: PaymentInformation | null | undefined,
  owner: { userId: string; customerId: string },
): Promise<Result<{ instrument: TokenizedInstrument | null; savedPaymentId: string | null; save: boolean }>> {
  const kind = instrumentKindOf(merchant.methodType);
  if (kind === null) return ok({ instrument: null, savedPaymentId: null, save: false });
  const savedId = information?.id?.trim();
  if (savedId) {
    const saved = await deps.savedPayments.find(savedId, owner.userId, owner.customerId);
    if (!saved) return refused(userError(['paymentInformation', 'id'], 'unknown_saved_payment'));
    if (saved.merchantId !== merchant.id) return refused(userError(['paymentInformation', 'id'], 'saved_payment_other_method'));
    return ok({ instrument: { token: saved.token, kind: saved.kind, brand: saved.brand, last4: saved.last4, display: saved.display }, savedPaymentId: saved.id, save: false });
  }
  const token = information?.paymentToken?.trim();
  if (!token) return refused(userError(['paymentInformation'], 'payment_information_required'));
  const instrument = await deps.paymentGateway.inspectToken(token);
  if (!instrument) return refused(userError(['paymentInformation', 'paymentToken'], 'invalid_payment_token'));
  if (instrument.kind !== kind) return refused(userError(['paymentInformation', 'paymentToken'], 'payment_token_other_method'));
  return ok({ instrument, savedPaymentId: null, save: information?.shouldSavePayment === true });
}

/**
 * Creates a payment request for invoices of a payer of the customer the session acts for
 * (createInvoicePaymentRequestV3). The service judges the selection again with the same domain rules as the
 * screen, from the lines as they are now: the host's payment-order rule (oldest or overdue), only Open lines,
 * at least one positive invoice and a total above zero; the partial amount (only where the host allows it and
 * one positive invoice is selected, between 1 and the selected total); the discounts (installment discounts only
 * with every installment, the method's discount not on partial payments). Refusals are user errors with
 * dictionary keys and change nothing.
 *
 * Everything is written in one transaction under the payer's lock: the request, its lines (Waiting For Payment,
 * so no second request can take them), an instrument to save, and the gateway's answer. The idempotency key
 * makes a double submit answer the request the first one created.
 */
export async function createPaymentRequest(
  deps: CreatePaymentRequestDeps,
  principal: Principal,
  host: string,
  input: CreatePaymentRequestInput,
): Promise<Result<CreatedPaymentRequest>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError(['custCode'], customer.error));
  const key = input.idempotencyKey.trim();
  if (key === '') return refused(userError(['idempotencyKey'], 'required'));
  if (!IDEMPOTENCY_KEY.test(key)) return refused(userError(['idempotencyKey'], 'invalid_idempotency_key'));
  const raw = RAW_INSTRUMENT_FIELDS.filter((field) => (input.paymentInformation?.[field] ?? '').trim() !== '');
  if (raw.length > 0) return refused(...raw.map((field) => userError(['paymentInformation', field], 'raw_payment_data_not_accepted')));
  const payerCode = input.payerCode.trim();
  if (payerCode === '') return refused(userError(['payerCode'], 'required'));
  const entered = input.amount?.trim() || null;
  if (entered !== null && !isDecimalString(entered)) return refused(userError(['amount'], 'invalid_amount'));
  if (input.expectedAmount && !isDecimalString(input.expectedAmount.trim())) return refused(userError(['expectedAmount'], 'invalid_amount'));

  const rules = await deps.invoicesSettings.hostRules(host);
  if (!rules.payment) return refused(userError(['paymentId'], 'payment_disabled'));
  const merchant = await deps.paymentMethods.merchant(input.paymentId);
  if (!merchant || merchant.module !== 'invoice') return refused(userError(['paymentId'], 'unknown_payment_method'));
  const selection = normalisedSelection(input.selection);
  const owner = { userId: principal.userId, customerId: customer.value.customerId };
  const instrument = await instrumentFor(deps, merchant, input.paymentInformation, owner);
  if (!instrument.ok) return instrument;
  const fingerprint = fingerprintOf(input, selection, principal.userId);
  const precisions = await deps.invoicesSettings.precisions();
  const now = deps.clock.now();

  return deps.paymentLedger.transaction(async (session): Promise<Result<CreatedPaymentRequest>> => {
    // The lock comes first: a second submit waits here and then finds the first one's request.
    await session.lockPayer(owner.customerId, payerCode);
    const earlier = await session.requestByIdempotencyKey(owner.customerId, key);
    if (earlier) {
      if (earlier.requestHash !== fingerprint) return refused(userError(['idempotencyKey'], 'idempotency_key_reused'));
      return ok({ request: earlier, totals: null, replayed: true });
    }

    const payerLines = await session.payerLinesFor(owner.customerId, payerCode, selection);
    if (payerLines.length === 0 && !(await session.payerHasOpenLines(owner.customerId, payerCode))) return refused(userError(['payerCode'], 'unknown_payer'));
    const unknown = unknownSelections(payerLines, selection);
    if (unknown.length > 0) return refused(...unknown);
    const chosen = selectedInvoices(payerLines, selection);
    const companies = [...new Set(chosen.map((line) => line.companyCode))];
    const requestedCompany = input.companyCode?.trim() || null;
    if (companies.length > 1 || (requestedCompany !== null && companies.some((code) => code !== requestedCompany))) {
      return refused(userError(['selection'], 'selection_spans_companies'));
    }
    // Nothing selected: the domain's blockers of an empty selection.
    if (chosen.length === 0) return refused(userError(['selection'], 'no_positive_invoice_selected'), userError(['selection'], 'selected_total_not_positive'));
    const companyCode = companies[0]!;
    const lines = payerLines.filter((line) => line.companyCode === companyCode);
    const currency = lines[0]!.currency;
    const sorg = lines[0]!.sorg;
    const today = deps.invoicesSettings.today(sorg, now);

    const verdict = judgeSelection(lines, selection, { rule: rules.invoicePaymentRule, today, currency });
    if (!verdict.allowed) {
      return refused(
        ...verdict.wrong.map((wrong) =>
          userError(['selection', wrong.invoiceNo], wrong.reason, wrong.payFirst ? { payFirst: wrong.payFirst.invoiceNo, payFirstDueDate: wrong.payFirst.dueDate } : {}),
        ),
        ...verdict.blockers.map((blocker) => userError(['selection'], blocker)),
      );
    }
    if (merchant.sorg !== sorg) return refused(userError(['paymentId'], 'payment_method_not_available'));

    const precision = currencyPrecision(currency, precisions);
    const partialAllowed = partialPaymentAvailable({ allowPartialPayment: rules.allowPartialPayment }, verdict.selected);
    if (entered !== null && !partialAllowed && !equals(money(entered, currency), verdict.total)) return refused(userError(['amount'], 'partial_payment_not_allowed'));
    const amount = judgePaymentAmount(entered, verdict.total, { partialAllowed, precision });
    if (!amount.ok) return refused(userError(['amount'], amount.error.key, amount.error.values));
    const totals = paymentTotals({
      openInvoices: lines,
      selection,
      paymentDiscountRate: merchant.paymentDiscount,
      partialAmount: amount.value.isPartial ? amount.value.amount : null,
      currency,
      precision,
    });
    const expected = input.expectedAmount?.trim();
    if (expected && !equals(money(expected, currency), totals.toPay)) return refused(userError(['expectedAmount'], 'amount_changed', { toPay: toDecimalString(totals.toPay) }));

    const references = paymentRequestReferences(verdict.selected);
    const places = Math.max(precision, 2);
    let savedPaymentId = instrument.value.savedPaymentId;
    if (instrument.value.save && instrument.value.instrument) {
      const saved = instrument.value.instrument;
      savedPaymentId = await session.insertSavedPayment({
        userId: owner.userId,
        customerId: owner.customerId,
        companyCode,
        merchantId: merchant.id,
        kind: saved.kind,
        brand: saved.brand,
        last4: saved.last4,
        token: saved.token,
        display: saved.display,
        createdAt: now,
      });
    }
    const request = await session.insertRequest({
      kind: 'invoice',
      orderNo: null,
      customerId: owner.customerId,
      userId: owner.userId,
      payerCode,
      payerName: lines[0]?.payerName ?? payerCode,
      companyCode,
      sorg,
      currency,
      merchantId: merchant.id,
      methodType: merchant.methodType,
      savedPaymentId,
      instrumentDisplay: instrument.value.instrument?.display ?? null,
      amount: toDecimalString(totals.toPay, places),
      totalBeforeDiscount: toDecimalString(totals.totalBeforeDiscount, places),
      earlyPaymentDiscount: toDecimalString(totals.earlyPaymentDiscount, places),
      freightAllowance: toDecimalString(totals.freightAllowance, places),
      paymentMethodDiscount: toDecimalString(totals.paymentMethodDiscount, places),
      isPartial: totals.isPartial,
      ...references,
      idempotencyKey: key,
      requestHash: fingerprint,
      createdAt: now,
    });
    await session.coverLines(
      request.id,
      verdict.selected.map((line) => ({ lineId: line.id, amount: line.accountingAmount })),
      LINE_STATUS.waitingForPayment,
    );
    const created = await openAtGateway(deps, session, request, { merchant, token: instrument.value.instrument?.token ?? null, now, today });
    return ok({ request: created, totals, replayed: false });
  });
}
