import type {
  InstrumentEntry,
  InvoicePaymentRequestInput,
  PaymentMethodOption,
  PaymentRequestCreation,
  PaymentsGateway,
  SavedPaymentOption,
  TokenizedInstrument,
} from '../../../application/portal/payments/ports';
import { ok, refused, type Result } from '../../../domain/shared/result';
import {
  CreateInvoicePaymentRequestDocument,
  DeleteUserPaymentDocument,
  InvoicePaymentMethodsDocument,
  SavedPaymentsDocument,
  TokenizePaymentDocument,
  type PaymentInformationInput,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

function paymentInformationOf(instrument: InvoicePaymentRequestInput['instrument']): PaymentInformationInput | null {
  if (instrument === null) return null;
  if ('savedPaymentId' in instrument) return { id: instrument.savedPaymentId };
  return { paymentToken: instrument.token, shouldSavePayment: instrument.save };
}

/** The PaymentsGateway over the service's payment operations. */
export class PaymentsGatewayGraphql implements PaymentsGateway {
  constructor(readonly graphql: GraphqlClient) {}

  async paymentMethods(sorg: string): Promise<PaymentMethodOption[]> {
    const { payments } = await this.graphql.request(InvoicePaymentMethodsDocument, { sorg });
    return payments.map((method) => ({
      id: method.id,
      sorg: method.sorg,
      type: method.type,
      description: method.desc,
      immediate: method.immediate,
      merchants: method.paymentMerchants.map((merchant) => ({ id: merchant.id, merchant: merchant.merchant, instruction: merchant.instruction ?? null, paymentDiscount: merchant.paymentDiscount })),
    }));
  }

  async savedPayments(companies: readonly string[]): Promise<SavedPaymentOption[]> {
    const { savedPayments } = await this.graphql.request(SavedPaymentsDocument, { companies: [...companies] });
    return savedPayments.map((saved) => ({
      id: saved.id,
      display: saved.display,
      kind: saved.type,
      companyCode: saved.companyCode ?? null,
      merchantId: saved.paymentMerchant.id,
      merchant: saved.paymentMerchant.merchant,
      methodId: saved.paymentMerchant.payment.id,
      methodType: saved.paymentMerchant.payment.type,
    }));
  }

  async deleteSavedPayment(id: string): Promise<Result<void>> {
    const { deleteUserPayment } = await this.graphql.request(DeleteUserPaymentDocument, { id });
    return deleteUserPayment.userErrors.length > 0 ? refused(...fromContractUserErrors(deleteUserPayment.userErrors)) : ok(undefined);
  }

  async tokenize(paymentId: string, entry: InstrumentEntry): Promise<Result<TokenizedInstrument>> {
    const { tokenizePayment } = await this.graphql.request(TokenizePaymentDocument, {
      paymentId,
      paymentInformation: {
        accountType: entry.accountType ?? null,
        accountNumber: entry.accountNumber ?? null,
        routingNumber: entry.routingNumber ?? null,
        creditCardNumber: entry.creditCardNumber ?? null,
        creditCardType: entry.creditCardType ?? null,
        expiredMonth: entry.expiredMonth ?? null,
        expiredYear: entry.expiredYear ?? null,
        securityCode: entry.securityCode ?? null,
      },
    });
    if (!tokenizePayment.token) return refused(...fromContractUserErrors(tokenizePayment.userErrors));
    return ok({ token: tokenizePayment.token.token, display: tokenizePayment.token.display });
  }

  async createInvoicePaymentRequest(input: InvoicePaymentRequestInput): Promise<Result<PaymentRequestCreation>> {
    const { createInvoicePaymentRequestV3: answer } = await this.graphql.request(CreateInvoicePaymentRequestDocument, {
      input: {
        payerCode: input.payerCode,
        companyCode: input.companyCode,
        selection: { assignments: [...input.selection.assignments], creditNoteNumbers: [...input.selection.creditNoteNumbers] },
        paymentId: input.paymentId,
        amount: input.amount,
        expectedAmount: input.expectedAmount,
        paymentInformation: paymentInformationOf(input.instrument),
        idempotencyKey: input.idempotencyKey,
      },
    });
    if (!answer.paymentRequest) return refused(...fromContractUserErrors(answer.userErrors));
    const request = answer.paymentRequest;
    return ok({
      replayed: answer.replayed,
      request: {
        id: request.id,
        orderNumber: request.orderNumber,
        amount: request.amount,
        currency: request.currency,
        payerCode: request.payerCode,
        payerName: request.payerName,
        positiveInvoiceNumbers: request.positiveInvoiceNumbers,
        negativeInvoiceNumbers: request.negativeInvoiceNumbers,
        merchant: request.merchant,
        methodType: request.methodType,
        instruction: request.instruction ?? null,
        instrument: request.instrument ?? null,
        isPartialPayment: request.isPartialPayment,
        virtualAccountNo: request.virtualAccountNo ?? null,
        status: request.status,
        expiredDate: request.expiredDate ?? null,
        createdAt: request.createdAt,
      },
    });
  }
}
