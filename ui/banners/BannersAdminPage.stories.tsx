import type { Meta, StoryObj } from '@storybook/react-vite';
import { BannerAdministrationGatewayInMemory } from '../../application/portal/banners/testing/banner-administration-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { BannersAdminPage } from './BannersAdminPage';

const meta = {
  title: 'Banners/BannersAdminPage',
  component: BannersAdminPage,
  ...catalogueMeta('/admin/banners'),
} satisfies Meta<typeof BannersAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of what the administrator maintains. */
export const Loaded: Story = {};

/** Nothing maintained yet. */
export const Empty: Story = catalogueStory('/admin/banners', { ports: { bannerAdministration: new BannerAdministrationGatewayInMemory([]) } });
