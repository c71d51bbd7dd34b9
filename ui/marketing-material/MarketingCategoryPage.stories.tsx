import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { MarketingCategoryPage } from './MarketingCategoryPage';

const meta = {
  title: 'Marketing material/MarketingCategoryPage',
  component: MarketingCategoryPage,
  ...catalogueMeta('/marketing-material/brand-assets/cat-logos'),
} satisfies Meta<typeof MarketingCategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category with a sub-category and images. */
export const WithChildren: Story = {};

/** A category of images only. */
export const ImagesOnly: Story = catalogueStory('/marketing-material/brand-assets/cat-signage');

/** A category of another market. */
export const NotFound: Story = catalogueStory('/marketing-material/brand-assets/cat-unknown');
