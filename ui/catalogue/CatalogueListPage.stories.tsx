import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueListPage } from './CatalogueListPage';
import { catalogueMeta, catalogueStory, pending } from './testing/catalogue-stories';

const meta = {
  title: 'Catalogue/CatalogueListPage',
  component: CatalogueListPage,
  ...catalogueMeta('/catalog/bike'),
} satisfies Meta<typeof CatalogueListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host's default group view: models with their variant count and lowest price. */
export const BikeModels: Story = {};

/** ?view=item: every article with its price and stock. */
export const PaaArticles: Story = catalogueStory('/catalog/paa?view=item');

/** A host whose catalogDefaultView is item, with its own item view quota. */
export const HostDefaultItemView: Story = catalogueStory('/catalog/bike', { config: { catalogDefaultView: 'item', itemViewQuota: 2 } });

/** Masked stock on a host that hides figures. */
export const MaskedStock: Story = catalogueStory('/catalog/bike?view=item', { config: { maskStock: true, features: ['HIDE_BIKE_CATEGORY_MENU'] } });

export const NoResults: Story = catalogueStory('/catalog/paa?search=unicycle');

/** A catalogue the portal does not have. */
export const UnknownCategory: Story = catalogueStory('/catalog/scooters');

export const Loading: Story = catalogueStory('/catalog/bike', { useCases: { loadListing: pending } });

export const Failed: Story = catalogueStory('/catalog/bike', { useCases: { loadListing: async () => null } });
