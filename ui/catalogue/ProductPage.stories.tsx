import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleCatalogue } from '../../application/portal/catalogue/testing/catalogue-gateway.in-memory';
import { exampleShellDealer } from '../shell/testing/frame-examples';
import { ProductPage } from './ProductPage';
import { catalogueMeta, catalogueStory, pending } from './testing/catalogue-stories';

const slugOf = (code: string) => exampleCatalogue().find((article) => article.articleCode === code)!.slug;

const meta = {
  title: 'Catalogue/ProductPage',
  component: ProductPage,
  ...catalogueMeta(`/catalog/bike/${slugOf('VB-AESL-27-M')}`),
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bike with the customer's deal, its stock and next arrival, and its other sizes. */
export const DiscountedBike: Story = {};

/** A tube with quantity tiers, ordered in packs of 5 on a host with exactQtyCheck. */
export const QuantityTiers: Story = catalogueStory(`/catalog/paa/${slugOf('VP-TUBE-700')}`, { config: { exactQtyCheck: true } });

/** Out of stock: the dealer may ask to be told when it is back. */
export const OutOfStock: Story = catalogueStory(`/catalog/bike/${slugOf('VB-AESL-27-L')}`);

/** A sales user acting for nobody sees no prices and cannot order. */
export const WithoutCustomer: Story = catalogueStory(`/catalog/bike/${slugOf('VB-AESL-27-M')}`, {
  user: exampleShellDealer({ roles: ['salesman'], salesActiveCustCode: null, hasCustCode: false }),
});

export const Missing: Story = catalogueStory('/catalog/bike/no-such-bike');

export const Loading: Story = catalogueStory(`/catalog/bike/${slugOf('VB-AESL-27-M')}`, { useCases: { loadProductDetails: pending } });

export const Failed: Story = catalogueStory(`/catalog/bike/${slugOf('VB-AESL-27-M')}`, { useCases: { loadProductDetails: async () => 'failed' as const } });
