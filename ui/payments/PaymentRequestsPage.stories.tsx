import type { Meta, StoryObj } from '@storybook/react-vite';
import { examplePaymentRequests } from '../../application/portal/payments/testing/payment-requests-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { initialPaymentRequestsState } from './payment-requests-slice';
import { PaymentRequestsPage } from './PaymentRequestsPage';

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

export const Loading: Story = catalogueStory('/payment', { useCases: { loadPaymentRequestList: pending } });

export const Failed: Story = catalogueStory('/payment', { useCases: { loadPaymentRequestList: async () => ({ ok: false, error: { kind: 'failed' } }) } });

/** A creation-day range of 31 days: the filter rules refuse it and say why. */
export const RangeOver30Days: Story = catalogueStory('/payment', {
  store: { paymentRequests: { ...initialPaymentRequestsState, query: { statuses: [], from: '2026-02-01', to: '2026-03-03', page: 1, limit: 10 } } },
});

/** The look-up found the requests covering an invoice. */
export const LookupFound: Story = catalogueStory('/payment', {
  store: { paymentRequests: { ...initialPaymentRequestsState, lookup: { status: 'loaded', results: examplePaymentRequests().slice(1, 2), error: null } } },
});
