import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarketingMaterialGatewayInMemory } from '../../application/portal/marketing-material/testing/marketing-material-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { MarketingCategoriesAdminPage } from './MarketingCategoriesAdminPage';

const meta = {
  title: 'Marketing material/MarketingCategoriesAdminPage',
  component: MarketingCategoriesAdminPage,
  ...catalogueMeta('/admin/marketing-material/category'),
} satisfies Meta<typeof MarketingCategoriesAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand assets as a tree: a sub-category under the logos, each with its thumbnail and actions. */
export const Tree: Story = {};

export const Empty: Story = catalogueStory('/admin/marketing-material/category', { ports: { marketingMaterial: new MarketingMaterialGatewayInMemory([], []) } });
