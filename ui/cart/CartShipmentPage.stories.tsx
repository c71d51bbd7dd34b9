import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartView } from '../../application/portal/ordering/cart-view';
import { commerceMeta, commerceStory } from '../catalogue/testing/commerce-stories';
import { CartShipmentPage } from './CartShipmentPage';

const meta = {
  title: 'Cart/CartShipmentPage',
  component: CartShipmentPage,
  ...commerceMeta('/cart/shipment'),
} satisfies Meta<typeof CartShipmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shipments of each sales organisation, chosen on small screens before the checkout. */
export const Shipments: Story = {};

export const EmptyCart: Story = commerceStory('/cart/shipment', { useCases: { loadCart: async () => cartView({ lines: [] }) } });

export const Failed: Story = commerceStory('/cart/shipment', { useCases: { loadShipmentRates: async () => null } });
