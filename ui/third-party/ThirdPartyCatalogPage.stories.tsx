import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThirdPartyGatewayInMemory } from '../../application/portal/third-party/testing/third-party-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { exampleShellDealer } from '../shell/testing/frame-examples';
import { ThirdPartyCatalogPage } from './ThirdPartyCatalogPage';

const dealer = exampleShellDealer();
const user = { ...dealer, scopes: [...dealer.scopes, 'page.3rd-party'] };

const meta = {
  title: 'Third party/ThirdPartyCatalogPage',
  component: ThirdPartyCatalogPage,
  ...catalogueMeta('/3rd-party/catalog', { user }),
} satisfies Meta<typeof ThirdPartyCatalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first vendor’s articles, with the price per piece its sales organisation shows, and the empty cart beside them. */
export const Loaded: Story = {};

/** A search that matches one article. */
export const Searched: Story = catalogueStory('/3rd-party/catalog?search=grip', { user });

/** No vendor sells to the dealer’s sales organisation. */
export const NoVendors: Story = catalogueStory('/3rd-party/catalog', { user, ports: { thirdParty: Object.assign(new ThirdPartyGatewayInMemory(), { vendors: async () => [] }) } });

export const Loading: Story = catalogueStory('/3rd-party/catalog', { user, ports: { thirdParty: Object.assign(new ThirdPartyGatewayInMemory(), { vendors: pending }) } });
