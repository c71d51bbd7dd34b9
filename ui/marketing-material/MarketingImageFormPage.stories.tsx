import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { MarketingImageFormPage } from './MarketingImageFormPage';

const meta = {
  title: 'Marketing material/MarketingImageFormPage',
  component: MarketingImageFormPage,
  ...catalogueMeta('/admin/marketing-material/image/img-blue/edit'),
} satisfies Meta<typeof MarketingImageFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image's title and category, its thumbnail above. */
export const Edit: Story = {};

export const NotFound: Story = catalogueStory('/admin/marketing-material/image/img-unknown/edit');
