import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartView } from '../../application/portal/cart/cart-view';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { CartShipmentPage } from './CartShipmentPage';

const meta = {
  title: 'Cart/CartShipmentPage',
  component: CartShipmentPage,
  ...catalogueMeta('/cart/shipment'),
} satisfies Meta<typeof CartShipmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shipments of each sales organisation, chosen on small screens before the checkout. */
export const Shipments: Story = {};

export const EmptyCart: Story = catalogueStory('/cart/shipment', { useCases: { loadCart: async () => cartView({ lines: [] }) } });

export const Failed: Story = catalogueStory('/cart/shipment', { useCases: { loadShipmentRates: async () => null } });
