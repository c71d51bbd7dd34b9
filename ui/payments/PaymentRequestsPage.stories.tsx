import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent, within } from 'storybook/test';
import type { PaymentRequestsGateway } from '../../application/portal/payments/ports';
import { PaymentRequestsGatewayInMemory } from '../../application/portal/payments/testing/payment-requests-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { initialPaymentRequestsState } from './payment-requests-slice';
import { PaymentRequestsPage } from './PaymentRequestsPage';

/** The example dealer's requests as the service answers them, with these answers swapped. */
function answering(answers: Partial<PaymentRequestsGateway>) {
  return { ports: { paymentRequests: Object.assign(new PaymentRequestsGatewayInMemory(), answers) } };
}

const meta = {
  title: 'Payment requests/PaymentRequestsPage',
  component: PaymentRequestsPage,
  ...catalogueMeta('/payment'),
} satisfies Meta<typeof PaymentRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example dealer's requests, one in each status, newest first. */
export const Loaded: Story = {};

/** Filtered to Void and Failed in a week where there is none: the table says no results. */
export const FilteredEmpty: Story = catalogueStory('/payment', {
  store: { paymentRequests: { ...initialPaymentRequestsState, query: { statuses: ['void', 'failed'], from: '2026-01-01', to: '2026-01-07', page: 1, limit: 10 } } },
});

export const Loading: Story = catalogueStory('/payment', answering({ paymentRequests: pending }));

export const Failed: Story = catalogueStory('/payment', answering({ paymentRequests: () => Promise.reject(new Error('The service did not answer')) }));

/** A creation-day range of 31 days: the filter rules refuse it and say why. */
export const RangeOver30Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(canvas.getByLabelText('Created from'), { target: { value: '2026-02-01' } });
    fireEvent.change(canvas.getByLabelText('Created to'), { target: { value: '2026-03-03' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filter' }));
  },
};

/** The look-up found the requests covering an invoice. */
export const LookupFound: Story = catalogueStory('/payment', {
  store: { paymentRequests: { ...initialPaymentRequestsState, lookup: { asked: { payerCode: '0000100001', invoiceNumbers: ['9000100010'] }, error: null } } },
});
