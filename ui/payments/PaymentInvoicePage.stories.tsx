import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleCreatedPaymentRequest } from '../../application/portal/payments/testing/payments-gateway.in-memory';
import { inPageLandmark } from '../../.storybook/decorators';
import { pending } from '../catalogue/testing/catalogue-stories';
import { EMPTY_DRAFT } from './instrument-draft';
import { InstrumentFields } from './InstrumentFields';
import { PaymentInvoicePage } from './PaymentInvoicePage';
import { exampleSelection, loadedPaymentState, loadedPaymentStateOf, manyPaymentLines, paymentStory } from './testing/payment-stories';

const meta = {
  title: 'Payments/PaymentInvoicePage',
  component: PaymentInvoicePage,
  ...paymentStory(null),
  decorators: [...paymentStory(null).decorators, inPageLandmark],
} satisfies Meta<typeof PaymentInvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded, nothing selected: the blockers say why the request cannot be made yet. */
export const NothingSelected: Story = {};

/** The second invoice without the older first one: marked with the reason, the request blocked. */
export const WrongSelection: Story = paymentStory(loadedPaymentState({ selection: exampleSelection(['9000100002'], ['9000100005']), choice: { kind: 'merchant', merchantId: 'merchant-ID01-va' } }));

/** A large ledger, twenty invoices a page: a line of the last page ticked alone names the oldest on the first page. */
export const ManyPages: Story = paymentStory(loadedPaymentStateOf(manyPaymentLines(), { selection: { assignments: ['9000200024'], creditNoteNumbers: [] } }), {}, manyPaymentLines());

/** One installment of two: its discounts do not count, and the note says why. */
export const InstallmentIncomplete: Story = paymentStory(
  loadedPaymentState({ selection: exampleSelection(['9000100001'], ['9000100002'], ['9000100005'], ['9000100008', 1]), choice: { kind: 'merchant', merchantId: 'merchant-ID01-va' } }),
);

/** Every installment and the credit note: the early-payment discount, freight allowance and method discount count. */
export const InstallmentsComplete: Story = paymentStory(
  loadedPaymentState({
    selection: exampleSelection(['9000100001'], ['9000100002'], ['9000100005'], ['9000100008', 1], ['9000100008', 2], ['9100100001']),
    choice: { kind: 'merchant', merchantId: 'merchant-ID01-ach' },
  }),
);

/** One invoice paid in part, below the minimum. */
export const PartialBelowMinimum: Story = paymentStory(loadedPaymentState({ selection: exampleSelection(['9000100001']), enteredAmount: '0', choice: { kind: 'merchant', merchantId: 'merchant-ID01-va' } }));

/** One invoice paid in part, above the invoice's total. */
export const PartialAboveMaximum: Story = paymentStory(loadedPaymentState({ selection: exampleSelection(['9000100001']), enteredAmount: '20000000', choice: { kind: 'merchant', merchantId: 'merchant-ID01-va' } }));

/** A card payment submitted with nothing entered: every field is required. */
export const CardRequired: Story = paymentStory(
  loadedPaymentState({
    selection: exampleSelection(['9000100001']),
    choice: { kind: 'merchant', merchantId: 'merchant-ID01-card' },
    submission: {
      status: 'refused',
      created: null,
      errors: ['creditCardNumber', 'creditCardType', 'expiredMonth', 'expiredYear', 'securityCode'].map((field) => ({ field: ['paymentInformation', field], message: 'required', values: {} })),
    },
  }),
);

/** An ACH debit with a saved payment on offer, the method's discount and instruction. */
export const AchChosen: Story = paymentStory(loadedPaymentState({ selection: exampleSelection(['9000100001']), choice: { kind: 'merchant', merchantId: 'merchant-ID01-ach' } }));

/** A saved card chosen: nothing to enter; it can be deleted. */
export const SavedPayment: Story = paymentStory(loadedPaymentState({ selection: exampleSelection(['9000100001']), choice: { kind: 'saved', savedPaymentId: 'saved-visa-4242' } }));

/** Deleting a saved card asks first. */
export const DeleteSavedPaymentDialog: Story = paymentStory(
  loadedPaymentState({ selection: exampleSelection(['9000100001']), choice: { kind: 'saved', savedPaymentId: 'saved-visa-4242' }, deletion: { savedPaymentId: 'saved-visa-4242', deleting: false, errors: [] } }),
);

/** The request on its way: the button is disabled and the status says so. */
export const Submitting: Story = paymentStory(
  loadedPaymentState({ selection: exampleSelection(['9000100001'], ['9000100002']), choice: { kind: 'merchant', merchantId: 'merchant-ID01-va' }, submission: { status: 'submitting', errors: [], created: null } }),
);

/** The request made: its number, amount, status, virtual account, instruction and expiry. */
export const Created: Story = paymentStory(loadedPaymentState({ submission: { status: 'created', errors: [], created: exampleCreatedPaymentRequest() } }));

/** The service refused the request: its reasons in words. */
export const Refused: Story = paymentStory(
  loadedPaymentState({
    selection: exampleSelection(['9000100001']),
    choice: { kind: 'merchant', merchantId: 'merchant-ID01-va' },
    submission: {
      status: 'refused',
      created: null,
      errors: [
        { field: ['expectedAmount'], message: 'amount_changed', values: { toPay: '11287000' } },
        { field: [], message: 'failed_create_payment_request', values: {} },
      ],
    },
  }),
);

export const Loading: Story = paymentStory(null, { loadPaymentPayers: () => pending() });

export const LoadFailed: Story = paymentStory(null, { loadPaymentPayers: async () => null });

export const NothingToPay: Story = paymentStory(null, { loadPaymentPayers: async () => [] });

/** A card entered with a wrong number, a brand it does not belong to, an expired date and a short code. */
export const CardErrors: StoryObj<typeof InstrumentFields> = {
  render: (args) => <InstrumentFields {...args} />,
  args: {
    kind: 'card',
    draft: { ...EMPTY_DRAFT, creditCardNumber: '4242 4242 4242 4241', creditCardType: 'MasterCard', expiredMonth: '1', expiredYear: '2025', securityCode: '12' },
    onChange: fn(),
    save: false,
    onSaveChange: fn(),
    currency: 'IDR',
    errors: [
      { field: ['paymentInformation', 'creditCardNumber'], message: 'invalid_card_number', values: {} },
      { field: ['paymentInformation', 'expiredYear'], message: 'card_expired', values: {} },
      { field: ['paymentInformation', 'securityCode'], message: 'invalid_security_code', values: {} },
    ],
  },
};

/** An ACH account with a short account number and a routing number that fails its checksum. */
export const AchErrors: StoryObj<typeof InstrumentFields> = {
  render: (args) => <InstrumentFields {...args} />,
  args: {
    kind: 'ach',
    draft: { ...EMPTY_DRAFT, accountType: 'Checking', accountNumber: '12', routingNumber: '123456789' },
    onChange: fn(),
    save: true,
    onSaveChange: fn(),
    currency: 'IDR',
    errors: [
      { field: ['paymentInformation', 'accountNumber'], message: 'invalid_account_number', values: {} },
      { field: ['paymentInformation', 'routingNumber'], message: 'invalid_routing_number', values: {} },
    ],
  },
};
