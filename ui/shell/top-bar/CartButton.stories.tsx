import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../../.storybook/decorators';
import { CartButton } from './CartButton';

const meta = {
  title: 'Shell/CartButton',
  component: CartButton,
  args: { count: 3 },
  decorators: [inPageLandmark],
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ItemCount: Story = {};

export const EmptyCart: Story = { args: { count: 0 } };

/** Under CART_COUNT_TOTAL_QTY the badge counts quantities. */
export const TotalQuantity: Story = { args: { count: 148 } };
