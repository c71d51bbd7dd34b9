import type { AfterSaleUseCases } from '../../application/portal/after-sale-use-cases';
import { fakeClickCollectUseCases } from '../click-collect/testing/fake-click-collect-use-cases';
import { fakeInvoiceUseCases } from '../invoices/testing/fake-invoice-use-cases';
import { fakeOrderUseCases } from '../orders/testing/fake-order-use-cases';
import { fakePaymentRequestUseCases } from '../payments/testing/fake-payment-request-use-cases';
import { fakePaymentUseCases } from '../payments/testing/fake-payment-use-cases';

/** The after-sale use-cases as spies answering nothing. */
export function fakeAfterSaleUseCases(): AfterSaleUseCases {
  return {
    ...fakeOrderUseCases(),
    ...fakeInvoiceUseCases(),
    ...fakePaymentUseCases(),
    ...fakePaymentRequestUseCases(),
    ...fakeClickCollectUseCases(),
  };
}
