import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThirdPartyGatewayInMemory } from '../../application/portal/third-party/testing/third-party-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { exampleShellDealer } from '../shell/testing/frame-examples';
import { ThirdPartyOrderPage } from './ThirdPartyOrderPage';

const dealer = exampleShellDealer();
const user = { ...dealer, scopes: [...dealer.scopes, 'page.3rd-party'] };
const vendorUser = { ...dealer, scopes: ['page.3rd-party', 'third-party.maintain'] };

const meta = {
  title: 'Third party/ThirdPartyOrderPage',
  component: ThirdPartyOrderPage,
  ...catalogueMeta('/3rd-party/order', { user }),
} satisfies Meta<typeof ThirdPartyOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer’s orders: statuses only. */
export const Dealer: Story = {};

/** A vendor’s user: each item offers its next steps. */
export const Vendor: Story = catalogueStory('/3rd-party/order', { user: vendorUser });

export const Searched: Story = catalogueStory('/3rd-party/order?search=TP-19F', { user });

export const Empty: Story = catalogueStory('/3rd-party/order', { user, ports: { thirdParty: new ThirdPartyGatewayInMemory(undefined, []) } });

export const Loading: Story = catalogueStory('/3rd-party/order', { user, ports: { thirdParty: Object.assign(new ThirdPartyGatewayInMemory(), { orders: pending }) } });
