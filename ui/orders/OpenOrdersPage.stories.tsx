import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending } from '../catalogue/testing/catalogue-stories';
import { OpenOrdersPage } from './OpenOrdersPage';
import { orderMeta, orderStory } from './testing/order-stories';

const meta = {
  title: 'Orders/OpenOrdersPage',
  component: OpenOrdersPage,
  args: { route: 'order-open-order' },
  ...orderMeta('/order/open-order'),
} satisfies Meta<typeof OpenOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two companies with their open-order lines, delivery counts by state and delivery orders. */
export const Loaded: Story = {};

/** Opened on /order: the same area with the open orders tab selected. */
export const OnTheOrderArea: Story = { args: { route: 'order' }, ...orderStory('/order') };

export const Loading: Story = orderStory('/order/open-order', { useCases: { loadOpenOrders: pending } });

/** The customer has no open order. */
export const Empty: Story = orderStory('/order/open-order', { useCases: { loadOpenOrders: async () => [] } });

/** The open orders could not be loaded: the page says so and offers to try again. */
export const LoadFailed: Story = orderStory('/order/open-order', { useCases: { loadOpenOrders: async () => null } });

/** The export is on its way. */
export const Exporting: Story = orderStory('/order/open-order', {
  orders: { export: 'exporting' },
});

/** The export failed: 'Something went wrong (OE1).' */
export const ExportFailed: Story = orderStory('/order/open-order', {
  orders: { export: 'failed' },
});
