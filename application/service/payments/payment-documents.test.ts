import { describe, expect, it, vi } from 'vitest';
import { ActiveCustomerRepositoryInMemory, DEALER_CUSTOMER } from '../customers/testing/active-customers.in-memory';
import { ClockFixed, InvoicesSettingsFixed } from '../invoices/testing/invoices.in-memory';
import { FileStoreInMemory } from '../shared/testing/file-store.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import { deletePaymentDocument, MAX_PAYMENT_DOCUMENT_BYTES, PAYMENT_DOCUMENT_FOLDER, uploadPaymentDocument, type UploadedFile } from './payment-documents';
import type { PaymentGateway } from './ports';
import { PaymentLedgerInMemory } from './testing/in-memory-payments';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function file(name: string, type: string, bytes: number[] | Uint8Array, size?: number): UploadedFile {
  const content = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return { name, type, size: size ?? content.byteLength, bytes: async () => content };
}

async function given() {
  const ledger = new PaymentLedgerInMemory([]);
  await ledger.transaction(async (session) => {
    await session.insertRequest({
      kind: 'invoice',
      orderNo: null,
      customerId: 'c1',
      userId: 'u-dealer',
      payerCode: '0000100001',
      payerName: 'Sepeda Jaya Jakarta',
      companyCode: 'ID01-1000',
      sorg: 'ID01',
      currency: 'IDR',
      merchantId: 'merchant-va',
      methodType: 'Virtual Account',
      savedPaymentId: null,
      instrumentDisplay: null,
      amount: '1000000.00',
      totalBeforeDiscount: '1000000.00',
      earlyPaymentDiscount: '0.00',
      freightAllowance: '0.00',
      paymentMethodDiscount: '0.00',
      isPartial: false,
      positiveInvoiceNumbers: ['9000000001'],
      negativeInvoiceNumbers: [],
      accountingNumbers: ['1000000001'],
      idempotencyKey: 'key-00000001',
      requestHash: 'hash',
      createdAt: new Date('2026-03-15T03:00:00Z'),
    });
  });
  let ids = 0;
  const files = new FileStoreInMemory();
  const deps = {
    activeCustomers: new ActiveCustomerRepositoryInMemory([DEALER_CUSTOMER]),
    invoicesSettings: new InvoicesSettingsFixed({}),
    paymentLedger: ledger,
    paymentGateway: { observe: vi.fn(async () => null) } as unknown as PaymentGateway,
    clock: new ClockFixed(new Date('2026-03-15T04:00:00Z')),
    files,
    ids: { newId: () => `file-${(ids += 1)}` },
  };
  return { deps, ledger, files, requestId: ledger.state.requests[0]!.id };
}

const dealer = givenPrincipal({ ownCustomerId: 'c1' });

describe('payment documents', () => {
  it('given a pending request, when a receipt is uploaded, then it is stored by its content type and the request moves to on processing', async () => {
    const { deps, files, requestId, ledger } = await given();
    const outcome = await uploadPaymentDocument(deps, dealer, { id: requestId, file: file('C:\\scans\\receipt.png', 'image/png', PNG), kind: 'receipt' });
    expect(outcome.ok && outcome.value.document).toMatchObject({ kind: 'receipt', fileName: 'receipt.png', contentType: 'image/png', storedName: 'file-1.png' });
    expect(outcome.ok && outcome.value.request.status).toBe('on_processing');
    expect(files.files.has(`${PAYMENT_DOCUMENT_FOLDER}/file-1.png`)).toBe(true);
    expect(ledger.state.requests[0]!.status).toBe('on_processing');
  });

  it('given a PNG uploaded under a program\'s name, when stored, then it shows under the name of what it is', async () => {
    const { deps, requestId } = await given();
    const outcome = await uploadPaymentDocument(deps, dealer, { id: requestId, file: file('receipt.exe', 'application/octet-stream', PNG), kind: 'document' });
    expect(outcome.ok && outcome.value.document).toMatchObject({ fileName: 'receipt.png', contentType: 'image/png', storedName: 'file-1.png' });
  });

  it('given files of the wrong kind or size, when uploaded, then they are refused before anything is stored', async () => {
    const { deps, files, requestId } = await given();
    const upload = (uploaded: UploadedFile) => uploadPaymentDocument(deps, dealer, { id: requestId, file: uploaded, kind: 'document' });
    expect(await upload(file('receipt.png', 'image/png', [0x3c, 0x73, 0x76, 0x67]))).toMatchObject({ ok: false, error: [{ message: 'file_type_not_allowed' }] });
    expect(await upload(file('receipt.pdf', 'image/png', [0x25, 0x50, 0x44, 0x46, 0x2d]))).toMatchObject({ ok: false, error: [{ message: 'file_type_not_allowed' }] });
    expect(await upload(file('big.png', 'image/png', PNG, MAX_PAYMENT_DOCUMENT_BYTES + 1))).toMatchObject({ ok: false, error: [{ message: 'file_too_large' }] });
    expect(await upload(file('empty.png', 'image/png', []))).toMatchObject({ ok: false, error: [{ message: 'file_empty' }] });
    expect(files.files.size).toBe(0);
  });

  it('given five documents, when a sixth is uploaded, then it is refused', async () => {
    const { deps, requestId } = await given();
    for (let index = 0; index < 5; index += 1) expect((await uploadPaymentDocument(deps, dealer, { id: requestId, file: file(`page-${index}.png`, 'image/png', PNG), kind: 'document' })).ok).toBe(true);
    expect(await uploadPaymentDocument(deps, dealer, { id: requestId, file: file('page-6.png', 'image/png', PNG), kind: 'document' })).toMatchObject({ ok: false, error: [{ message: 'too_many_documents' }] });
  });

  it('given a supporting document, when deleted, then its record and bytes are gone; a receipt under review stays', async () => {
    const { deps, files, requestId } = await given();
    const supporting = await uploadPaymentDocument(deps, dealer, { id: requestId, file: file('page.png', 'image/png', PNG), kind: 'document' });
    const receipt = await uploadPaymentDocument(deps, dealer, { id: requestId, file: file('receipt.png', 'image/png', PNG), kind: 'receipt' });
    if (!supporting.ok || !receipt.ok) throw new Error('uploads failed');
    const removed = await deletePaymentDocument(deps, dealer, supporting.value.document.id);
    expect(removed.ok && removed.value.documents.map((document) => document.kind)).toEqual(['receipt']);
    expect(files.files.has(`${PAYMENT_DOCUMENT_FOLDER}/${supporting.value.document.storedName}`)).toBe(false);
    expect(await deletePaymentDocument(deps, dealer, receipt.value.document.id)).toMatchObject({ ok: false, error: [{ message: 'receipt_under_review' }] });
    expect(files.files.has(`${PAYMENT_DOCUMENT_FOLDER}/${receipt.value.document.storedName}`)).toBe(true);
  });

  it('given another customer’s request, when a document is uploaded for it, then it is unknown', async () => {
    const { deps, requestId } = await given();
    const other = givenPrincipal({ ownCustomerId: 'c2', activeCustomerCode: '0000100002' });
    const outcome = await uploadPaymentDocument({ ...deps, activeCustomers: new ActiveCustomerRepositoryInMemory([{ ...DEALER_CUSTOMER, customerId: 'c2', r3: '0000100002' }]) }, other, {
      id: requestId,
      file: file('receipt.png', 'image/png', PNG),
      kind: 'receipt',
    });
    expect(outcome).toMatchObject({ ok: false, error: [{ message: 'unknown_payment_request' }] });
  });
});
