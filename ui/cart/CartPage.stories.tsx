import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartView } from '../../application/portal/cart/cart-view';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { CartPage } from './CartPage';
import { examplePreOrderCart, exampleTwoOrganisationCart } from './cart-examples';

const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  ...catalogueMeta('/cart'),
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready-to-ship lines with their deals, quantities to edit, and the total of the sales organisation. */
export const ReadyToShip: Story = {};

/** A host with pre-orders: units beyond stock wait in the cart, apart from the ready-to-ship lines. */
export const WithPreOrders: Story = catalogueStory('/cart', { config: { preOrderDisplay: true }, useCases: { loadCart: async () => examplePreOrderCart() } });

/** A dealer buying in two sales organisations: one total each, each in its currency. */
export const TwoSalesOrganisations: Story = catalogueStory('/cart', { useCases: { loadCart: async () => exampleTwoOrganisationCart() } });

/** The host's cart disclaimer under the totals. */
export const WithDisclaimer: Story = catalogueStory('/cart', { config: { cartDisclaimer: 'Prices exclude VAT. Orders after 15:00 ship the next working day.' } });

export const Empty: Story = catalogueStory('/cart', { useCases: { loadCart: async () => cartView({ lines: [] }) } });

export const Loading: Story = catalogueStory('/cart', { useCases: { loadCart: pending } });

export const Failed: Story = catalogueStory('/cart', { useCases: { loadCart: async () => null } });
