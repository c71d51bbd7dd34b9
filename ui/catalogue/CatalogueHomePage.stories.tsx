import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogueHomePage } from './CatalogueHomePage';
import { catalogueMeta, catalogueStory, pending } from './testing/catalogue-stories';

const meta = {
  title: 'Catalogue/CatalogueHomePage',
  component: CatalogueHomePage,
  ...catalogueMeta('/catalog'),
} satisfies Meta<typeof CatalogueHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home's sections for bikes: shortcuts, promotions and best sellers. */
export const BikeHome: Story = {};

/** After the toggle chose PAA: the new arrivals and best sellers of parts and accessories. */
export const PaaHome: Story = catalogueStory('/catalog', {
  store: { catalogue: { category: 'paa', search: { request: null, status: 'idle', suggestions: [] } } },
});

/** Enter in the search box: the catalogue lists what matches the words (?search=). */
export const SearchResults: Story = catalogueStory('/catalog?search=aero');

/** A bike category of the menu (?mc=): the bikes of that category. */
export const BikeCategory: Story = catalogueStory('/catalog?mc=BK-CITY&view=item');

/** Words nothing matches. */
export const NoResults: Story = catalogueStory('/catalog?search=unicycle');

export const Loading: Story = catalogueStory('/catalog', { useCases: { loadCatalogueHome: pending } });

export const Failed: Story = catalogueStory('/catalog', { useCases: { loadCatalogueHome: async () => null } });
