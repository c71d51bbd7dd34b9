import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { MarketingCategoryFormPage } from './MarketingCategoryFormPage';

const meta = {
  title: 'Marketing material/MarketingCategoryFormPage',
  component: MarketingCategoryFormPage,
  ...catalogueMeta('/admin/marketing-material/category/create'),
} satisfies Meta<typeof MarketingCategoryFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new top-level category, four items per line. */
export const Create: Story = {};

/** A sub-category: its parent offered, itself not. */
export const Edit: Story = catalogueStory('/admin/marketing-material/category/cat-dark/edit');

export const NotFound: Story = catalogueStory('/admin/marketing-material/category/cat-unknown/edit');
