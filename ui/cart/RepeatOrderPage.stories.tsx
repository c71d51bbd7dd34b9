import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { RepeatOrderPage } from './RepeatOrderPage';

const meta = {
  title: 'Cart/RepeatOrderPage',
  component: RepeatOrderPage,
  ...catalogueMeta('/catalog/repeat-order'),
} satisfies Meta<typeof RepeatOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The models the customer orders most often, each variant with a quantity to order again. */
export const FrequentPurchases: Story = {};

export const NoPurchases: Story = catalogueStory('/catalog/repeat-order', { useCases: { loadPurchases: async () => ({ count: 0, page: 1, pages: 1, purchases: [] }) } });

export const Loading: Story = catalogueStory('/catalog/repeat-order', { useCases: { loadPurchases: pending } });

export const Failed: Story = catalogueStory('/catalog/repeat-order', { useCases: { loadPurchases: async () => null } });
