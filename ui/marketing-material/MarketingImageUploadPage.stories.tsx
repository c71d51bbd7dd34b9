import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { MarketingImageUploadPage } from './MarketingImageUploadPage';

const meta = {
  title: 'Marketing material/MarketingImageUploadPage',
  component: MarketingImageUploadPage,
  args: { bulk: true },
  ...catalogueMeta('/admin/marketing-material/image/create-bulk'),
} satisfies Meta<typeof MarketingImageUploadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Many images to one category at once. */
export const Bulk: Story = {};

/** One image. */
export const Single: Story = { args: { bulk: false }, ...catalogueStory('/admin/marketing-material/image/create') };
