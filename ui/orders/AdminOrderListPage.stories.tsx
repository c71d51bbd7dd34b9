import type { Meta, StoryObj } from '@storybook/react-vite';
import { initialOrdersState } from './orders-slice';
import { catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { exampleAdministrator } from '../shell/testing/frame-examples';
import { AdminOrderListPage } from './AdminOrderListPage';
import { orderMeta, ordersStore, orderStory } from './testing/order-stories';

const meta = {
  title: 'Orders/AdminOrderListPage',
  component: AdminOrderListPage,
  ...orderMeta('/admin/order-confirmation'),
} satisfies Meta<typeof AdminOrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of orders: payments pending (void), on processing (approve), complete, and none. */
export const Loaded: Story = {};

export const Loading: Story = orderStory('/admin/order-confirmation', { useCases: { loadOrderList: pending } });

/** The customer has no portal order. */
export const Empty: Story = orderStory('/admin/order-confirmation', {
  useCases: { loadOrderList: async (query) => ({ ok: true, page: { items: [], total: 0, page: query.page, limit: query.limit } }) },
});

/** An administrator acting for no customer yet: asked to pick one. */
export const NoCustomer: Story = catalogueStory('/admin/order-confirmation', { user: exampleAdministrator(), store: ordersStore() });

/** The list could not be loaded. */
export const LoadFailed: Story = orderStory('/admin/order-confirmation', { useCases: { loadOrderList: async () => ({ ok: true, page: null }) } });

/** A filter whose range breaks the 30-day rule, shown with its message. */
export const RangeRefused: Story = orderStory('/admin/order-confirmation', {
  orders: {
    orderList: {
      ...initialOrdersState.orderList,
      draft: { status: null, range: { from: '2026-01-01', to: '2026-03-20' }, search: '' },
      rangeErrors: ['range_over_30_days'],
    },
  },
});

/** The service refused an approval: the refusal's message. */
export const DecisionRefused: Story = orderStory('/admin/order-confirmation', {
  orders: { paymentDecision: { pending: null, errors: ['payment_already_final'] } },
});
