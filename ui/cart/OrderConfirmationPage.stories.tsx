import type { Meta, StoryObj } from '@storybook/react-vite';
import { commerceMeta, commerceStory } from '../catalogue/testing/commerce-stories';
import { examplePlacedOrder } from './cart-examples';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const placed = examplePlacedOrder();

const meta = {
  title: 'Cart/OrderConfirmationPage',
  component: OrderConfirmationPage,
  ...commerceMeta(`/cart/order-confirmation/${placed.orderNo}`, {
    store: {
      ordering: {
        cart: { status: 'idle', view: null, updating: false },
        checkoutOptions: { status: 'idle', data: null },
        shipments: { status: 'idle', rates: [], chosen: {} },
        placedOrders: [placed, examplePlacedOrder({ id: 'order-2', orderNo: '4500000043', sorg: 'SG01', currency: 'SGD', total: '13523.49', totalQty: 3, lines: [] })],
        purchases: { key: null, status: 'idle', page: null },
      },
    },
  }),
} satisfies Meta<typeof OrderConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders the checkout placed, one per sales organisation. */
export const Placed: Story = {};

/** Opened afresh, without the orders at hand: the order number is confirmed. */
export const Reopened: Story = commerceStory(`/cart/order-confirmation/${placed.orderNo}`);
