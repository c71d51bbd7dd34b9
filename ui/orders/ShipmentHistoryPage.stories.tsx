import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXAMPLE_TODAY } from '../../application/portal/orders/testing/order-examples';
import { pending } from '../catalogue/testing/catalogue-stories';
import { ShipmentHistoryPage } from './ShipmentHistoryPage';
import { orderStory } from './testing/order-stories';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { ordersStore } from './testing/order-stories';

/** The example data's last 30 days. */
const EXAMPLE_RANGE = { from: '2026-02-19', to: EXAMPLE_TODAY };
const onExampleDays = { defaultShipmentRange: () => EXAMPLE_RANGE };

const meta = {
  title: 'Orders/ShipmentHistoryPage',
  component: ShipmentHistoryPage,
  ...catalogueMeta('/order/delivery', { useCases: onExampleDays, store: ordersStore() }),
} satisfies Meta<typeof ShipmentHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days: shipped delivery orders with tracking links, and those not yet shipped by company. */
export const Loaded: Story = {};

export const Loading: Story = orderStory('/order/delivery', { useCases: { ...onExampleDays, loadShipmentHistory: pending } });

/** Nothing shipped or waiting in the range. */
export const Empty: Story = orderStory('/order/delivery', { useCases: { loadShipmentHistory: async () => ({ ok: true, history: { shipped: [], open: [] } }) } });

/** Both lists failed to load: each says so. */
export const LoadFailed: Story = orderStory('/order/delivery', { useCases: { loadShipmentHistory: async () => ({ ok: true, history: { shipped: null, open: null } }) } });

/** A range over 30 days and across two years: each broken rule's message, and nothing asked of the service. */
export const RangeRefused: Story = orderStory('/order/delivery', {
  orders: {
    shipments: { draft: { from: '2025-12-01', to: '2026-01-31' }, errors: ['different_years', 'range_over_30_days'], shown: null },
  },
});

/** From after to. */
export const FromAfterTo: Story = orderStory('/order/delivery', {
  orders: {
    shipments: { draft: { from: '2026-03-20', to: '2026-03-01' }, errors: ['from_after_to'], shown: null },
  },
});
