import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueListPage } from './CatalogueListPage';
import { commerceMeta, commerceStory, pending } from './testing/commerce-stories';

const meta = {
  title: 'Catalogue/CatalogueListPage',
  component: CatalogueListPage,
  ...commerceMeta('/catalog/bike'),
} satisfies Meta<typeof CatalogueListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host's default group view: models with their variant count and lowest price. */
export const BikeModels: Story = {};

/** ?view=item: every article with its price and stock. */
export const PaaArticles: Story = commerceStory('/catalog/paa?view=item');

/** A host whose catalogDefaultView is item, with its own item view quota. */
export const HostDefaultItemView: Story = commerceStory('/catalog/bike', { config: { catalogDefaultView: 'item', itemViewQuota: 2 } });

/** Masked stock on a host that hides figures. */
export const MaskedStock: Story = commerceStory('/catalog/bike?view=item', { config: { maskStock: true, features: ['HIDE_BIKE_CATEGORY_MENU'] } });

export const NoResults: Story = commerceStory('/catalog/paa?search=unicycle');

/** A catalogue the portal does not have. */
export const UnknownCategory: Story = commerceStory('/catalog/scooters');

export const Loading: Story = commerceStory('/catalog/bike', { useCases: { loadListing: pending } });

export const Failed: Story = commerceStory('/catalog/bike', { useCases: { loadListing: async () => null } });
