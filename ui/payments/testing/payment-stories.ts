import type { Decorator } from '@storybook/react-vite';
import type { PortalStoryParameters } from '../../../.storybook/preview';
import {
  exampleInvoiceCompanies,
  EXAMPLE_BUSINESS_DAY,
  exampleInvoiceLine,
  exampleInvoiceSummaries,
  exampleOpenInvoiceLines,
  InvoicesGatewayInMemory,
} from '../../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { examplePaymentMethods, exampleSavedPayment } from '../../../application/portal/payments/testing/payments-gateway.in-memory';
import { paymentPayersOf } from '../../../application/portal/payments/payment-screen';
import type { PortalUseCases } from '../../../application/portal/portal-use-cases';
import { addDays } from '../../../domain/dates/calendar-day';
import { selectionOf } from '../../../domain/invoices/selection';
import { catalogueStory } from '../../catalogue/testing/catalogue-stories';
import type { PaymentState } from '../payment-slice';

/** The example dealer's open lines and one invoice a payment request already covers. */
export function examplePaymentLines() {
  return [
    ...exampleOpenInvoiceLines(),
    exampleInvoiceLine({ invoiceNo: '9000100009', dueDate: '2026-11-17', overdue: -5, dueState: { key: 'overdue_days', days: 5 }, status: 'Waiting For Payment', statusGroup: 'waiting_for_payment', accountingAmount: '2442000.00' }),
  ];
}

/** The screen loaded for the example dealer, with the methods of ID01 and a saved Visa card, nothing chosen yet. */
export function loadedPaymentState(overrides: Partial<PaymentState> = {}): PaymentState {
  const payers = paymentPayersOf(exampleInvoiceSummaries(exampleInvoiceCompanies(examplePaymentLines())));
  return {
    payers: { status: 'loaded', list: payers },
    payerKey: payers[0]!.key,
    selection: { assignments: [], creditNoteNumbers: [] },
    options: { status: 'loaded', data: { methods: examplePaymentMethods(), saved: [exampleSavedPayment()] } },
    choice: null,
    enteredAmount: '',
    submission: { status: 'idle', errors: [], created: null },
    deletion: { savedPaymentId: null, deleting: false, errors: [] },
    attempt: 0,
    ...overrides,
  };
}

/** A large ledger: 25 overdue invoices, oldest first, which the screen shows twenty at a time. */
export function manyPaymentLines() {
  return Array.from({ length: 25 }, (_, index) =>
    exampleInvoiceLine({ invoiceNo: `90002000${String(index).padStart(2, '0')}`, dueDate: addDays(EXAMPLE_BUSINESS_DAY, index - 30), overdue: index - 30, dueState: { key: 'overdue_days', days: 30 - index } }),
  );
}

/** The screen loaded for a payer of these lines. */
export function loadedPaymentStateOf(lines: ReturnType<typeof examplePaymentLines>, overrides: Partial<PaymentState> = {}): PaymentState {
  const payers = paymentPayersOf(exampleInvoiceSummaries(exampleInvoiceCompanies(lines)));
  return { ...loadedPaymentState(overrides), payers: { status: 'loaded', list: payers }, payerKey: payers[0]!.key };
}

/** The selection of these invoice lines of the example dealer, by invoice number and installment. */
export function exampleSelection(...picks: [invoiceNo: string, installment?: number][]) {
  const lines = examplePaymentLines();
  const selection = selectionOf(picks.map(([invoiceNo, installment = null]) => lines.find((line) => line.invoiceNo === invoiceNo && line.installment === installment)!));
  return { assignments: [...selection.assignments], creditNoteNumbers: [...selection.creditNoteNumbers] };
}

/** A story of the payment page on the Velocita host (rule oldest, partial payment allowed), with this screen state. */
export function paymentStory(
  payments: PaymentState | null,
  useCases: Partial<PortalUseCases> = {},
  lines = examplePaymentLines(),
): { parameters: PortalStoryParameters; decorators: Decorator[] } {
  return catalogueStory('/payment/invoice', {
    config: { invoicePaymentRule: 'oldest', allowPartialPayment: true },
    useCases,
    ports: { invoices: new InvoicesGatewayInMemory(exampleInvoiceCompanies(lines)) },
    store: payments ? { payments } : {},
  });
}
