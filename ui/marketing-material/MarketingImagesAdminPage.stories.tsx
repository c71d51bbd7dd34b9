import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { MarketingImagesAdminPage } from './MarketingImagesAdminPage';

const meta = {
  title: 'Marketing material/MarketingImagesAdminPage',
  component: MarketingImagesAdminPage,
  ...catalogueMeta('/admin/marketing-material/image'),
} satisfies Meta<typeof MarketingImagesAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a category is chosen. */
export const ChooseCategory: Story = {};
