import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { MarketingImagePage } from './MarketingImagePage';

const meta = {
  title: 'Marketing material/MarketingImagePage',
  component: MarketingImagePage,
  ...catalogueMeta('/marketing-material/brand-assets/cat-logos/image/img-blue'),
} satisfies Meta<typeof MarketingImagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image with its download and the other images of its category. */
export const Loaded: Story = {};

export const NotFound: Story = catalogueStory('/marketing-material/brand-assets/cat-logos/image/img-unknown');
