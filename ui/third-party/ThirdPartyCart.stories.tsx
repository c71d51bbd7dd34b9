import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EXAMPLE_VENDORS, exampleThirdPartyProducts } from '../../application/portal/third-party/testing/third-party-gateway.in-memory';
import { ThirdPartyCart } from './ThirdPartyCart';

const [tube, cage] = exampleThirdPartyProducts();
const line = (product: typeof tube, qty: number) => ({ sorg: 'ID01', articleCode: product!.articleCode, name: product!.name, qty, price: product!.price, currency: 'IDR', salesUnit: product!.salesUnit });

const meta = {
  title: 'Third party/ThirdPartyCart',
  component: ThirdPartyCart,
  args: {
    vendor: EXAMPLE_VENDORS[0]!,
    cart: { lines: [line(tube, 5), line(cage, 2)], checkoutKey: null },
    productErrors: [],
    address: 'Sepeda Jaya, receiving dock 2, Jl. Pahlawan 12, Surabaya',
    ordersHref: '/en-us/3rd-party/order',
    onQuantity: fn(),
    onCheckout: fn(async () => ({ ok: false as const, error: { userErrors: [], productErrors: [] } })),
  },
} satisfies Meta<typeof ThirdPartyCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};

/** The vendor’s stock dropped and its price changed since the dealer added the lines. */
export const WithProductErrors: Story = {
  args: {
    productErrors: [
      { articleCode: tube!.articleCode, qty: 5, subtotal: '2100000', product: { ...tube!, stock: 2 }, message: 'third_party_stock_insufficient', values: { stock: '2' } },
      { articleCode: cage!.articleCode, qty: 2, subtotal: '1080000', product: { ...cage!, price: '560000' }, message: 'third_party_price_changed', values: { price: '560000' } },
    ],
  },
};

export const Empty: Story = { args: { cart: { lines: [], checkoutKey: null } } };

/** The vendor keeps no delivery address for the customer: checkout is not offered. */
export const NoAddress: Story = { args: { address: null } };
