import type { Meta, StoryObj } from '@storybook/react-vite';
import { commerceMeta, commerceStory, pending } from '../catalogue/testing/commerce-stories';
import { RepeatOrderPage } from './RepeatOrderPage';

const meta = {
  title: 'Cart/RepeatOrderPage',
  component: RepeatOrderPage,
  ...commerceMeta('/catalog/repeat-order'),
} satisfies Meta<typeof RepeatOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The models the customer orders most often, each variant with a quantity to order again. */
export const FrequentPurchases: Story = {};

export const NoPurchases: Story = commerceStory('/catalog/repeat-order', { useCases: { loadPurchases: async () => ({ count: 0, page: 1, pages: 1, purchases: [] }) } });

export const Loading: Story = commerceStory('/catalog/repeat-order', { useCases: { loadPurchases: pending } });

export const Failed: Story = commerceStory('/catalog/repeat-order', { useCases: { loadPurchases: async () => null } });
