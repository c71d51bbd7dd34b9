import { describe, expect, it } from 'vitest';
import { createPaymentRequestUseCases, FAILED_PAYMENT_REQUEST_CHANGE } from './payment-request-use-cases';
import { examplePaymentRequest, PaymentRequestsGatewayInMemory } from './testing/payment-requests-gateway.in-memory';
import type { PaymentRequestsGateway } from './ports';

function given(gateway = new PaymentRequestsGatewayInMemory()) {
  return { gateway, useCases: createPaymentRequestUseCases({ paymentRequests: gateway }) };
}

const query = { statuses: [], from: null, to: null, page: 1, limit: 10 };
const png = (size = 512) => new File([new Uint8Array(size)], 'receipt.png', { type: 'image/png' });
const unreachable = new Proxy({} as PaymentRequestsGateway, {
  get: () => async () => {
    throw new Error('connection refused');
  },
});

describe('changing a request', () => {
  it('given a pending request, when it is voided, then it answers the request void; a second void is refused as final', async () => {
    const { useCases } = given();

    expect(await useCases.voidListedPayment('7000000001')).toMatchObject({ ok: true, value: { orderNumber: '7000000001', status: 'void', statusDescription: 'Void' } });
    expect(await useCases.voidListedPayment('7000000001')).toEqual({ ok: false, error: [{ field: ['orderNumber'], message: 'payment_already_final', values: { status: 'void' } }] });
  });

  it('given a request on processing, when it is approved, then it is complete', async () => {
    expect(await given().useCases.approveListedPayment('7000000002')).toMatchObject({ ok: true, value: { status: 'complete' } });
  });

  it('given a pending request, when a receipt is uploaded, then it is on processing with the receipt listed', async () => {
    const result = await given().useCases.uploadPaymentReceipt('pr-1', png());
    expect(result).toMatchObject({ ok: true, value: { status: 'on_processing', documents: [{ kind: 'receipt', fileName: 'receipt.png' }] } });
  });

  it('given a file over 5 MiB or a text file, then the upload is refused with the reason', async () => {
    const { useCases } = given();
    expect(await useCases.uploadPaymentSupportingDocument('pr-1', png(5 * 1024 * 1024 + 1))).toMatchObject({ ok: false, error: [{ message: 'file_too_large' }] });
    expect(await useCases.uploadPaymentSupportingDocument('pr-1', new File(['notes'], 'notes.txt', { type: 'text/plain' }))).toMatchObject({ ok: false, error: [{ message: 'file_type_not_allowed' }] });
  });

  it('given five documents, then a sixth is refused', async () => {
    const documents = Array.from({ length: 5 }, (_, index) => ({
      id: `doc-${index}`,
      kind: 'document' as const,
      fileName: `page-${index}.pdf`,
      contentType: 'application/pdf',
      size: 10,
      uploadedAt: '2026-03-10T09:00:00.000Z',
      downloadUrl: `/api/payments/documents/doc-${index}/download`,
    }));
    const { useCases } = given(new PaymentRequestsGatewayInMemory([examplePaymentRequest({ documents })]));

    expect(await useCases.uploadPaymentSupportingDocument('pr-1', png())).toMatchObject({ ok: false, error: [{ message: 'too_many_documents', values: { max: '5' } }] });
  });

  it('given the receipt of a request on processing, then it cannot be deleted, while a supporting document can', async () => {
    const { useCases } = given();
    expect(await useCases.deletePaymentRequestDocument('doc-1')).toMatchObject({ ok: false, error: [{ message: 'receipt_under_review' }] });
    expect(await useCases.deletePaymentRequestDocument('doc-2')).toMatchObject({ ok: true, value: { documents: [{ id: 'doc-1' }] } });
  });

  it('given a payer with one pending request, when all pending are voided, then that one is; a second time there is none', async () => {
    const { useCases } = given();
    const first = await useCases.voidPayerPendingPayments('0000100001');
    expect(first.ok && first.value.map((request) => request.orderNumber)).toEqual(['7000000001']);
    expect(await useCases.voidPayerPendingPayments('0000100001')).toMatchObject({ ok: false, error: [{ message: 'no_pending_payment_request' }] });
  });

  it('given no answer from the service, then the change reads as failed', async () => {
    const result = await given(unreachable as never).useCases.voidListedPayment('7000000001');
    expect(result).toEqual({ ok: false, error: [{ field: [], message: FAILED_PAYMENT_REQUEST_CHANGE, values: {} }] });
  });
});

describe('downloading a document', () => {
  const receiptOf = (gateway: PaymentRequestsGatewayInMemory) => gateway.paymentRequests(query).then((page) => page.items[1]!.documents[0]!);

  it('given a receipt of a listed request, then its file comes under its own name', async () => {
    const { useCases, gateway } = given();
    const receipt = await receiptOf(gateway);

    const outcome = await useCases.downloadPaymentRequestDocument(receipt);

    expect(outcome.ok && outcome.file.fileName).toBe('transfer-receipt.pdf');
  });

  it('given a document deleted since the list was shown, then the download reads as failed', async () => {
    const { useCases, gateway } = given();
    const remittance = (await gateway.paymentRequests(query)).items[1]!.documents[1]!;
    await useCases.deletePaymentRequestDocument(remittance.id);

    expect(await useCases.downloadPaymentRequestDocument(remittance)).toEqual({ ok: false });
  });

  it('given no answer from the service, then the download reads as failed rather than thrown', async () => {
    const receipt = await receiptOf(new PaymentRequestsGatewayInMemory());
    expect(await given(unreachable as never).useCases.downloadPaymentRequestDocument(receipt)).toEqual({ ok: false });
  });
});
