import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarketingMaterialGatewayInMemory } from '../../application/portal/marketing-material/testing/marketing-material-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { MarketingMaterialPage } from './MarketingMaterialPage';

const meta = {
  title: 'Marketing material/MarketingMaterialPage',
  component: MarketingMaterialPage,
  ...catalogueMeta('/marketing-material/brand-assets'),
} satisfies Meta<typeof MarketingMaterialPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The root categories of the brand assets, in rows of four. */
export const BrandAssets: Story = {};

export const ProductLineup: Story = catalogueStory('/marketing-material/product-lineup');

export const Empty: Story = catalogueStory('/marketing-material/brand-assets', { ports: { marketingMaterial: new MarketingMaterialGatewayInMemory([], []) } });

export const Loading: Story = catalogueStory('/marketing-material/brand-assets', { ports: { marketingMaterial: Object.assign(new MarketingMaterialGatewayInMemory(), { categories: pending }) } });
