import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../../infrastructure/db/invoices/schema';
import { paymentDocuments, paymentRequests, savedPayments } from '../../infrastructure/db/payments/schema';
import { DEMO_INVOICING_FIXTURES as F } from '../../infrastructure/db/seed/demo-invoicing';
import { gql, pdfOf, pngOf, signInActingFor, uploadFile } from './support/invoicing';
import {
  APPROVE, CREATE, DELETE_DOC, LIST, LOOKUP, OPEN_INVOICES, PAYMENTS, SAVED, TOKENIZE, UPLOAD, UPLOAD_DOC, VOID,
  type Created, type PaymentRequest, type UserError,
} from './support/payment-requests';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const OLDEST_HOST = 'localhost';
const OVERDUE_HOST = '127.0.0.1';

const selection = (assignments: string[], creditNoteNumbers: string[] = []) => ({ assignments, creditNoteNumbers });

describe.each(ENGINES)('invoice payments on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let admin: string;
  const merchant: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    admin = await signInActingFor(server, 'admin', F.dealer);
    const methods = await gql<{ payments: { type: string; paymentMerchants: { id: string }[] }[] }>(server, dealer, PAYMENTS, { sorg: 'ID01' });
    for (const method of methods.data!.payments) merchant[method.type] = method.paymentMerchants[0]!.id;
  });
  afterAll(() => server.close());

  const create = (input: Record<string, unknown>, host = OLDEST_HOST, token = dealer) =>
    gql<Created>(server, token, CREATE, { input: { payerCode: F.dealer, paymentId: merchant['Virtual Account'], idempotencyKey: randomUUID(), ...input } }, host);
  const created = async (input: Record<string, unknown>, host = OLDEST_HOST) => {
    const answer = await create(input, host);
    expect(answer.data?.createInvoicePaymentRequestV3.userErrors).toEqual([]);
    return answer.data!.createInvoicePaymentRequestV3;
  };
  const voidRequest = async (orderNumber: string) => {
    const answer = await gql<{ voidPayment: { paymentRequest: PaymentRequest | null; userErrors: UserError[] } }>(server, dealer, VOID, { orderNumber });
    expect(answer.data?.voidPayment.userErrors).toEqual([]);
    return answer.data!.voidPayment.paymentRequest!;
  };
  const ledgerSnapshot = async () => {
    const db = server.database.db;
    const [requests] = await db.select({ total: count() }).from(paymentRequests);
    const lines = await db
      .select({ accountingNo: invoiceLines.accountingNo, status: invoiceLines.status, amount: invoiceLines.accountingAmount, request: invoiceLines.paymentRequestId, cleared: invoiceLines.clearingDate })
      .from(invoiceLines)
      .orderBy(invoiceLines.accountingNo);
    return { requests: requests!.total, lines };
  };
  const lineStatus = async (invoiceNo: string) => {
    const rows = await server.database.db
      .select({ status: invoiceLines.status, cleared: invoiceLines.clearingDate, amount: invoiceLines.accountingAmount })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoices.invoiceNo, invoiceNo));
    return rows[0]!;
  };

  it('reads the checkout\'s payment methods under the catalogue scope and the invoices\' only under the payment scope', async () => {
    const methodsOf = (token: string, module: string) => gql<{ payments: { module: string }[] }>(server, token, `query Methods($module: String) { payments(module: $module) { module } }`, { module });
    const guest = (await signInAs(server, 'guest')).requestToken;
    const auditor = (await signInAs(server, 'auditor')).requestToken;

    const checkoutMethods = await methodsOf(dealer, 'order');
    expect(checkoutMethods.data!.payments.length).toBeGreaterThan(0);
    expect(new Set(checkoutMethods.data!.payments.map((method) => method.module))).toEqual(new Set(['order']));
    expect((await methodsOf(guest, 'order')).errors).toBeUndefined();
    expect((await methodsOf(guest, 'invoice')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await methodsOf(auditor, 'order')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses, under the oldest rule (localhost), an invoice chosen before an older one, naming it, and changes nothing', async () => {
    const before = await ledgerSnapshot();
    const answer = await create({ selection: selection([F.secondOverdueInvoice]) });
    const payload = answer.data!.createInvoicePaymentRequestV3;
    expect(payload.message).toEqual({ status: false, description: 'failed_create_payment_request' });
    expect(payload.paymentRequest).toBeNull();
    expect(payload.userErrors).toContainEqual({
      field: ['selection', F.secondOverdueInvoice],
      message: 'pay_oldest_invoice_first',
      values: expect.arrayContaining([{ name: 'payFirst', value: F.oldestInvoice }]),
    });
    expect(payload.userErrors.map((error) => error.message)).toContain('wrong_invoice_selection');
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it('allows the same choice under the overdue rule (127.0.0.1), but refuses a not-overdue invoice while overdue ones wait', async () => {
    const notOverdue = await create({ selection: selection([F.notOverdueInvoice]) }, OVERDUE_HOST);
    expect(notOverdue.data!.createInvoicePaymentRequestV3.userErrors).toContainEqual(
      expect.objectContaining({ field: ['selection', F.notOverdueInvoice], message: 'pay_overdue_invoices_first' }),
    );
    const allowed = await created({ selection: selection([F.secondOverdueInvoice]) }, OVERDUE_HOST);
    expect(allowed.paymentRequest).toMatchObject({ status: { id: 'pending', description: 'Pending' }, waiting: true, positiveInvoiceNumbers: [F.secondOverdueInvoice] });
    expect(allowed.paymentRequest!.virtualAccountNo).toMatch(/^8808\d{12}$/);
    expect(await lineStatus(F.secondOverdueInvoice)).toMatchObject({ status: 'Waiting For Payment' });
    const voided = await voidRequest(allowed.paymentRequest!.orderNumber);
    expect(voided).toMatchObject({ status: { id: 'void' }, voided: true });
    expect(await lineStatus(F.secondOverdueInvoice)).toMatchObject({ status: 'Open', cleared: null });
  });

  it('refuses lines that are not payable, unknown invoices and an empty selection', async () => {
    const waiting = await create({ selection: selection([F.oldestInvoice, F.waitingInvoice]) }, OVERDUE_HOST);
    expect(waiting.data!.createInvoicePaymentRequestV3.userErrors).toContainEqual(expect.objectContaining({ field: ['selection', F.waitingInvoice], message: 'invoice_not_payable' }));
    const unknown = await create({ selection: selection(['9999999999']) });
    expect(unknown.data!.createInvoicePaymentRequestV3.userErrors).toEqual([{ field: ['selection', 'assignments', '9999999999'], message: 'unknown_invoice', values: [] }]);
    const onlyCreditNote = await create({ selection: selection([], [F.creditNote]) });
    expect(onlyCreditNote.data!.createInvoicePaymentRequestV3.userErrors.map((error) => error.message)).toEqual(
      expect.arrayContaining(['no_positive_invoice_selected', 'selected_total_not_positive']),
    );
    const otherCustomer = await create({ payerCode: F.multico, selection: selection(['9000200001']) });
    expect(otherCustomer.data!.createInvoicePaymentRequestV3.userErrors).toEqual([{ field: ['payerCode'], message: 'unknown_payer', values: [] }]);
  });

  it('keeps a partial payment between 1 and the selected total, and only where the host allows it', async () => {
    const total = (await lineStatus(F.oldestInvoice)).amount;
    const tooSmall = await create({ selection: selection([F.oldestInvoice]), amount: '0' });
    expect(tooSmall.data!.createInvoicePaymentRequestV3.userErrors).toEqual([{ field: ['amount'], message: 'minimum_amount', values: [{ name: 'minimum', value: '1' }] }]);
    const tooLarge = await create({ selection: selection([F.oldestInvoice]), amount: String(Number(total) + 1) });
    const maximum = tooLarge.data!.createInvoicePaymentRequestV3.userErrors[0]!;
    expect(maximum).toMatchObject({ field: ['amount'], message: 'maximum_amount' });
    expect(Number(maximum.values.find((value) => value.name === 'total')!.value)).toBe(Number(total));
    const notHere = await create({ selection: selection([F.oldestInvoice]), amount: '1000000' }, OVERDUE_HOST);
    expect(notHere.data!.createInvoicePaymentRequestV3.userErrors).toEqual([{ field: ['amount'], message: 'partial_payment_not_allowed', values: [] }]);
    const twoInvoices = await create({ selection: selection([F.oldestInvoice, F.secondOverdueInvoice]), amount: '1000000' });
    expect(twoInvoices.data!.createInvoicePaymentRequestV3.userErrors).toEqual([{ field: ['amount'], message: 'partial_payment_not_allowed', values: [] }]);

    const partial = await created({ selection: selection([F.oldestInvoice]), amount: '5000000' });
    expect(partial.paymentRequest).toMatchObject({ amount: '5000000.00', isPartialPayment: true, paymentMethodDiscount: '0.00' });
    expect(partial.totals).toMatchObject({ toPay: '5000000.00', isPartial: true, paymentMethodDiscount: '0.00' });
    await voidRequest(partial.paymentRequest!.orderNumber);
  });

  it('counts installment discounts only when every installment is selected, once per invoice', async () => {
    const overdue = [F.oldestInvoice, F.secondOverdueInvoice, F.thirdOverdueInvoice];
    const some = await created({ selection: selection([...overdue, `${F.installmentInvoice}-1`, `${F.installmentInvoice}-2`]) }, OVERDUE_HOST);
    expect(some.totals).toMatchObject({ earlyPaymentDiscount: '0.00', freightAllowance: '0.00', incompleteInvoices: [F.installmentInvoice] });
    await voidRequest(some.paymentRequest!.orderNumber);

    const all = await created({ selection: selection([...overdue, `${F.installmentInvoice}-1`, `${F.installmentInvoice}-2`, `${F.installmentInvoice}-3`]) }, OVERDUE_HOST);
    expect(all.totals).toMatchObject({ earlyPaymentDiscount: '600000.00', freightAllowance: '250000.00', incompleteInvoices: [] });
    const before = Number(all.totals!.totalBeforeDiscount);
    // Virtual account: 0.5 % of the total before discount, rounded to whole rupiah.
    expect(Number(all.totals!.paymentMethodDiscount)).toBe(Math.round(before * 0.005));
    expect(Number(all.paymentRequest!.amount)).toBe(before - 600_000 - 250_000 - Math.round(before * 0.005));
    expect(all.paymentRequest!.accountingNumbers).toHaveLength(6);
    await voidRequest(all.paymentRequest!.orderNumber);
  });

  it('creates one request for a double submit, and refuses another request for the same invoices', async () => {
    const key = randomUUID();
    const input = { selection: selection([F.oldestInvoice]), idempotencyKey: key };
    const [first, second] = await Promise.all([create(input), create(input)]);
    const answers = [first, second].map((answer) => answer.data!.createInvoicePaymentRequestV3);
    expect(answers.map((answer) => answer.userErrors)).toEqual([[], []]);
    expect(answers[0]!.paymentRequest!.id).toBe(answers[1]!.paymentRequest!.id);
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    const [stored] = await server.database.db.select({ total: count() }).from(paymentRequests).where(eq(paymentRequests.idempotencyKey, key));
    expect(stored!.total).toBe(1);

    const again = await create({ selection: selection([F.oldestInvoice]) });
    expect(again.data!.createInvoicePaymentRequestV3.userErrors).toContainEqual(expect.objectContaining({ message: 'invoice_not_payable' }));
    const reused = await create({ selection: selection([F.secondOverdueInvoice]), idempotencyKey: key }, OVERDUE_HOST);
    expect(reused.data!.createInvoicePaymentRequestV3.userErrors).toEqual([{ field: ['idempotencyKey'], message: 'idempotency_key_reused', values: [] }]);

    const found = await gql<{ paymentRequestByPayerAndInvoiceNos: { orderNumber: string; status: { id: string }; virtualAccountNo: string }[] }>(server, dealer, LOOKUP, {
      payerCode: F.dealer,
      invoiceNos: [F.oldestInvoice],
    });
    expect(found.data!.paymentRequestByPayerAndInvoiceNos[0]).toMatchObject({ orderNumber: answers[0]!.paymentRequest!.orderNumber, status: { id: 'pending' } });
    await voidRequest(answers[0]!.paymentRequest!.orderNumber);
  });

  it('lists requests by status, and refuses a list range over 30 days', async () => {
    const pending = await gql<{ paymentRequests: { total: number; items: { orderNumber: string; status: { id: string } }[] } }>(server, dealer, LIST, { statuses: ['Pending'] });
    expect(pending.data!.paymentRequests.items.map((item) => item.orderNumber)).toContain(F.pendingRequest);
    expect(pending.data!.paymentRequests.items.every((item) => item.status.id === 'pending')).toBe(true);
    const tooLong = await gql(server, dealer, LIST, { from: '2026-01-01', to: '2026-03-01' });
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'invalid_date_range', extensions: { code: 'BAD_USER_INPUT', errors: ['range_over_30_days'] } });
  });

  it('walks the payment state machine: approval needs on processing, voiding needs pending, final is final', async () => {
    const dealerApproves = await gql(server, dealer, APPROVE, { orderNumber: F.processingRequest });
    expect(dealerApproves.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const approvePending = await gql<{ approvePayment: { userErrors: UserError[] } }>(server, admin, APPROVE, { orderNumber: F.pendingRequest });
    expect(approvePending.data!.approvePayment.userErrors).toEqual([{ field: ['orderNumber'], message: 'payment_transition_not_allowed' }]);
    const voidProcessing = await gql<{ voidPayment: { userErrors: UserError[] } }>(server, admin, VOID, { orderNumber: F.processingRequest });
    expect(voidProcessing.data!.voidPayment.userErrors).toEqual([{ field: ['orderNumber'], message: 'payment_transition_not_allowed' }]);

    const approved = await gql<{ approvePayment: { message: { status: boolean }; paymentRequest: PaymentRequest } }>(server, admin, APPROVE, { orderNumber: F.processingRequest });
    expect(approved.data!.approvePayment.paymentRequest).toMatchObject({ status: { id: 'complete', description: 'Complete' }, completed: true });
    expect(await lineStatus(F.pendingInvoice)).toMatchObject({ status: 'Paid' });
    expect((await lineStatus(F.pendingInvoice)).cleared).not.toBeNull();
    const again = await gql<{ approvePayment: { userErrors: UserError[] } }>(server, admin, APPROVE, { orderNumber: F.processingRequest });
    expect(again.data!.approvePayment.userErrors).toEqual([{ field: ['orderNumber'], message: 'payment_already_final' }]);

    const voided = await gql<{ voidPayment: { paymentRequest: PaymentRequest } }>(server, admin, VOID, { orderNumber: F.pendingRequest });
    expect(voided.data!.voidPayment.paymentRequest.status.id).toBe('void');
    expect(await lineStatus(F.waitingInvoice)).toMatchObject({ status: 'Open', cleared: null });

    const open = await gql<{ openInvoiceV5: { creditCustomers: { invoices: { invoiceNo: string }[] }[] }[] }>(server, dealer, OPEN_INVOICES);
    const numbers = open.data!.openInvoiceV5.flatMap((company) => company.creditCustomers.flatMap((payer) => payer.invoices.map((invoice) => invoice.invoiceNo)));
    expect(numbers).not.toContain(F.pendingInvoice);
    expect(numbers).toContain(F.waitingInvoice);
  });

  it('checks receipt uploads: type by content, size, and a receipt moves the request to on processing', async () => {
    const request = (await created({ selection: selection([F.oldestInvoice]) })).paymentRequest!;
    const text = await uploadFile<{ uploadPayment: { userErrors: UserError[] } }>(server, dealer, UPLOAD, { id: request.id }, { name: 'receipt.png', type: 'image/png', bytes: new TextEncoder().encode('not an image at all') });
    expect((text.body as { data: { uploadPayment: { userErrors: UserError[] } } }).data.uploadPayment.userErrors[0]).toMatchObject({ field: ['file'], message: 'file_type_not_allowed' });
    const tooLarge = await uploadFile(server, dealer, UPLOAD, { id: request.id }, { name: 'big.png', type: 'image/png', bytes: pngOf(5 * 1024 * 1024 + 1) });
    expect((tooLarge.body as { data: { uploadPayment: { userErrors: UserError[] } } }).data.uploadPayment.userErrors[0]).toMatchObject({ field: ['file'], message: 'file_too_large' });
    const huge = await uploadFile(server, dealer, UPLOAD, { id: request.id }, { name: 'huge.png', type: 'image/png', bytes: pngOf(8 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const withoutHeader = await uploadFile(server, dealer, UPLOAD, { id: request.id }, { name: 'receipt.png', type: 'image/png', bytes: pngOf() }, {});
    expect(withoutHeader.status).toBe(415);
    const [documentsBefore] = await server.database.db.select({ total: count() }).from(paymentDocuments);
    expect(documentsBefore!.total).toBe(0);

    const receiptBytes = pngOf(2048);
    const receipt = await uploadFile<{ uploadPayment: { userErrors: UserError[]; document: { id: string; kind: string; contentType: string; fileName: string; downloadUrl: string }; paymentRequest: { status: { id: string } } } }>(
      server,
      dealer,
      UPLOAD,
      { id: request.id },
      { name: 'transfer receipt.png', type: 'image/png', bytes: receiptBytes },
    );
    const uploaded = (receipt.body as { data: { uploadPayment: { userErrors: UserError[]; document: { id: string; kind: string; contentType: string; fileName: string; downloadUrl: string }; paymentRequest: { status: { id: string } } } } }).data.uploadPayment;
    expect(uploaded.userErrors).toEqual([]);
    expect(uploaded.document).toMatchObject({ kind: 'receipt', contentType: 'image/png', fileName: 'transfer receipt.png', downloadUrl: `/api/payments/documents/${uploaded.document.id}/download` });
    for (const reader of [dealer, admin]) {
      const download = await server.fetch(uploaded.document.downloadUrl, { headers: { authorization: `Bearer ${reader}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''transfer%20receipt.png");
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(receiptBytes);
    }
    const multico = (await signInAs(server, 'multico')).requestToken;
    expect((await server.fetch(uploaded.document.downloadUrl, { headers: { authorization: `Bearer ${multico}` } })).status).toBe(404);
    expect((await server.fetch(uploaded.document.downloadUrl)).status).toBe(401);
    expect(uploaded.paymentRequest.status.id).toBe('on_processing');
    expect(await lineStatus(F.oldestInvoice)).toMatchObject({ status: 'Pending Payment' });

    const underReview = await gql<{ deletePaymentDoc: { userErrors: UserError[] } }>(server, dealer, DELETE_DOC, { id: uploaded.document.id });
    expect(underReview.data!.deletePaymentDoc.userErrors).toEqual([{ field: ['id'], message: 'receipt_under_review' }]);
    const supporting = await uploadFile<{ uploadPaymentDoc: { document: { id: string } } }>(server, dealer, UPLOAD_DOC, { id: request.orderNumber }, { name: 'remittance.pdf', type: 'application/pdf', bytes: pdfOf() });
    const documentId = (supporting.body as { data: { uploadPaymentDoc: { document: { id: string } } } }).data.uploadPaymentDoc.document.id;
    const deleted = await gql<{ deletePaymentDoc: { userErrors: UserError[]; paymentRequest: { paymentDocs: { id: string }[] } } }>(server, dealer, DELETE_DOC, { id: documentId });
    expect(deleted.data!.deletePaymentDoc.userErrors).toEqual([]);
    expect(deleted.data!.deletePaymentDoc.paymentRequest.paymentDocs.map((document) => document.id)).toEqual([uploaded.document.id]);

    const approved = await gql<{ approvePayment: { paymentRequest: PaymentRequest } }>(server, admin, APPROVE, { orderNumber: request.orderNumber });
    expect(approved.data!.approvePayment.paymentRequest.status.id).toBe('complete');
    expect(await lineStatus(F.oldestInvoice)).toMatchObject({ status: 'Paid' });
    const afterFinal = await uploadFile<{ uploadPayment: { userErrors: UserError[] } }>(server, dealer, UPLOAD, { id: request.id }, { name: 'late.png', type: 'image/png', bytes: pngOf() });
    expect((afterFinal.body as { data: { uploadPayment: { userErrors: UserError[] } } }).data.uploadPayment.userErrors[0]).toMatchObject({ message: 'payment_already_final' });
  });

  it('pays by card through a token: the card number and security code are refused on the request and never stored', async () => {
    const card = { creditCardNumber: '4111 1111 1111 1111', creditCardType: 'Visa', expiredMonth: 12, expiredYear: 2099, securityCode: '737' };
    const raw = await create({ paymentId: merchant['Credit Card'], selection: selection([F.secondOverdueInvoice]), paymentInformation: { ...card, shouldSavePayment: true } });
    expect(raw.data!.createInvoicePaymentRequestV3.userErrors.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['paymentInformation.creditCardNumber', 'raw_payment_data_not_accepted'],
      ['paymentInformation.securityCode', 'raw_payment_data_not_accepted'],
    ]);

    const wrongBrand = await gql<{ tokenizePayment: { userErrors: { field: string[]; message: string }[] } }>(server, dealer, TOKENIZE, {
      paymentId: merchant['Credit Card'],
      info: { ...card, creditCardType: 'MasterCard' },
    });
    expect(wrongBrand.data!.tokenizePayment.userErrors).toEqual([{ field: ['paymentInformation', 'creditCardType'], message: 'card_type_mismatch' }]);
    const tokenized = await gql<{ tokenizePayment: { token: { token: string; type: string; brand: string; last4: string; display: string } } }>(server, dealer, TOKENIZE, {
      paymentId: merchant['Credit Card'],
      info: card,
    });
    const token = tokenized.data!.tokenizePayment.token;
    expect(token).toMatchObject({ type: 'card', brand: 'Visa', last4: '1111', display: 'Visa •••• 1111' });
    expect(token.token).not.toContain('4111111111111111');

    const paid = await created({ paymentId: merchant['Credit Card'], selection: selection([F.secondOverdueInvoice]), paymentInformation: { paymentToken: token.token, shouldSavePayment: true } });
    expect(paid.paymentRequest).toMatchObject({ status: { id: 'on_processing' }, instrument: 'Visa •••• 1111', paymentMethodDiscount: '0.00' });
    const saved = await gql<{ savedPayments: { id: string; display: string; type: string; last4: string; paymentMerchant: { id: string } }[] }>(server, dealer, SAVED);
    expect(saved.data!.savedPayments).toEqual([expect.objectContaining({ display: 'Visa •••• 1111', type: 'card', last4: '1111', paymentMerchant: expect.objectContaining({ id: merchant['Credit Card'] }) })]);

    const rows = await server.database.db.select().from(savedPayments);
    const requestRows = await server.database.db.select().from(paymentRequests).where(inArray(paymentRequests.id, [paid.paymentRequest!.id]));
    const stored = JSON.stringify([rows, requestRows]);
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('4111 1111');
    expect(stored).not.toMatch(/"737"|securityCode|creditCardNumber/);

    const declinedToken = await gql<{ tokenizePayment: { token: { token: string } } }>(server, dealer, TOKENIZE, {
      paymentId: merchant['Credit Card'],
      info: { ...card, creditCardNumber: '4000000000000002' },
    });
    const declined = await created({ paymentId: merchant['Credit Card'], selection: selection([F.thirdOverdueInvoice]), paymentInformation: { paymentToken: declinedToken.data!.tokenizePayment.token.token } });
    expect(declined.paymentRequest).toMatchObject({ status: { id: 'failed' }, failureReason: 'payment_declined' });
    expect(await lineStatus(F.thirdOverdueInvoice)).toMatchObject({ status: 'Open' });

    const withSaved = await create({ paymentId: merchant['Credit Card'], selection: selection([F.thirdOverdueInvoice]), paymentInformation: { id: saved.data!.savedPayments[0]!.id } });
    expect(withSaved.data!.createInvoicePaymentRequestV3.paymentRequest).toMatchObject({ status: { id: 'on_processing' }, instrument: 'Visa •••• 1111' });
  });

  it('refuses payments to users without the payment scope and to sessions acting for nobody', async () => {
    const { requestToken: guest } = await signInAs(server, 'guest');
    const refused = await gql(server, guest, CREATE, { input: { payerCode: F.dealer, paymentId: merchant['Virtual Account'], idempotencyKey: randomUUID(), selection: selection([F.dueTodayInvoice]) } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { requestToken: salesman } = await signInAs(server, 'salesman');
    const nobody = await create({ selection: selection([F.dueTodayInvoice]) }, OLDEST_HOST, salesman);
    expect(nobody.data!.createInvoicePaymentRequestV3.userErrors).toEqual([{ field: ['custCode'], message: 'customer_required', values: [] }]);
  });
});
