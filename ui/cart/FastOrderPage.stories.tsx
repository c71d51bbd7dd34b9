import type { Meta, StoryObj } from '@storybook/react-vite';
import { quantityRulesOf } from '../../domain/cart/quantity-rules';
import { HOST_CONFIG_DEFAULTS } from '../../domain/config/host-config';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { exampleArticleOf } from './cart-examples';
import { FastOrder, FastOrderPage } from './FastOrderPage';

const meta = {
  title: 'Cart/FastOrderPage',
  component: FastOrderPage,
  ...catalogueMeta('/catalog/fast-order'),
} satisfies Meta<typeof FastOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entry by article code and pasting many lines at once. */
export const Empty: Story = {};

/** Lines found for the codes entered, ready to go to the cart. */
export const WithLines: StoryObj<typeof FastOrder> = {
  render: (args) => <FastOrder {...args} />,
  args: {
    rules: quantityRulesOf(HOST_CONFIG_DEFAULTS),
    initialLines: [
      { article: exampleArticleOf('VP-TUBE-700'), qty: 25 },
      { article: exampleArticleOf('VP-PAD-RESIN'), qty: 4 },
      { article: exampleArticleOf('VP-HLM-AERO-M'), qty: 2 },
    ],
  },
};
