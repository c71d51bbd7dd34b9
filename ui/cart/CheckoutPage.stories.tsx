import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EXAMPLE_CHECKOUT_OPTIONS } from '../../application/portal/cart/testing/cart-gateway.in-memory';
import { cartView } from '../../application/portal/cart/cart-view';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { exampleCart } from './cart-examples';
import { CheckoutForm, CheckoutPage } from './CheckoutPage';

const meta = {
  title: 'Cart/CheckoutPage',
  component: CheckoutPage,
  ...catalogueMeta('/cart/checkout'),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ship-to, requested delivery date, PO number, notes, payment and shipment, beside the order summary. */
export const Checkout: Story = {};

const rates = [
  { sorg: 'ID01', code: 'STD', name: 'Regular delivery', currency: 'IDR', amount: '0', free: true, leadDays: 5, estimatedDelivery: '2026-11-27' },
  { sorg: 'ID01', code: 'EXP', name: 'Express delivery', currency: 'IDR', amount: '1350000', free: false, leadDays: 2, estimatedDelivery: '2026-11-24' },
];

/** The domain's refusals with the spec's messages, and a refusal of the service (stock ran out meanwhile). */
export const Refused: StoryObj<typeof CheckoutForm> = {
  render: (args) => <CheckoutForm {...args} />,
  args: {
    cart: exampleCart(),
    options: EXAMPLE_CHECKOUT_OPTIONS,
    rates,
    chosenShipments: { ID01: 'STD' },
    onChooseShipment: fn(),
    onSubmit: fn(async () => null),
    initialMessages: [
      { field: 'paymentId', key: 'required', values: {} },
      { field: 'custPoNo', key: 'po_number_max_length', values: { max: '35' } },
      { field: 'notes', key: 'notes_max_length', values: { max: '100' } },
      { field: 'products', key: 'order_exceeds_available_stock', values: {} },
    ],
  },
};

export const EmptyCart: Story = catalogueStory('/cart/checkout', { useCases: { loadCart: async () => cartView({ lines: [] }) } });

export const OptionsFailed: Story = catalogueStory('/cart/checkout', { useCases: { loadCheckoutOptions: async () => null } });
