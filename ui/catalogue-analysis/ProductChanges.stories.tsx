import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { ProductChanges } from './ProductChanges';

const products = Array.from({ length: 160 }, (_, index) => ({ articleCode: index % 20 === 0 ? `NOPE-${index}` : `VP-${index}`, sorg: 'ID01' }));

const meta = {
  title: 'Administration/ProductChanges',
  component: ProductChanges,
  ...catalogueMeta('/admin/catalog-analyze'),
  args: { products, sorg: 'ID01' },
} satisfies Meta<typeof ProductChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The changes offered for 160 analysed articles. */
export const Offered: Story = {};

/** Ordering blocked for all 160: three batches of 75, 75 and 10, with the articles not found listed. */
export const AfterABatchRun: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block ordering' }));
    await expect(await canvas.findByText('3 of 3 batches')).toBeVisible();
  },
};
