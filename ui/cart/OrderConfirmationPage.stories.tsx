import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { examplePlacedOrder } from './cart-examples';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const placed = examplePlacedOrder();

const meta = {
  title: 'Cart/OrderConfirmationPage',
  component: OrderConfirmationPage,
  ...catalogueMeta(`/cart/order-confirmation/${placed.orderNo}`, {
    store: {
      cartPages: {
        cart: { status: 'idle', view: null, updating: false },
        shipments: { status: 'idle', rates: [], chosen: {} },
        placedOrders: [placed, examplePlacedOrder({ id: 'order-2', orderNo: '4500000043', sorg: 'SG01', currency: 'SGD', total: '13523.49', totalQty: 3, lines: [] })],
      },
    },
  }),
} satisfies Meta<typeof OrderConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders the checkout placed, one per sales organisation. */
export const Placed: Story = {};

/** Opened afresh for a number that is not among the customer's orders: nothing is confirmed. */
export const NotTheCustomersOrder: Story = catalogueStory('/cart/order-confirmation/1');
