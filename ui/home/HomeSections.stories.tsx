import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { exampleAdministrator, exampleShellDealer } from '../shell/testing/frame-examples';
import { HomeSections } from './HomeSections';

const dealer = exampleShellDealer();
const salesman = exampleShellDealer({ name: 'Andi Pratama', roles: ['salesman'], scopes: [...exampleShellDealer().scopes, 'menu.change-cust'], salesActiveCustCode: null, hasCustCode: false });
const administrator = exampleAdministrator();

const meta = {
  title: 'Home/HomeSections',
  component: HomeSections,
  ...catalogueMeta('/home-page', { config: { features: ['NEWS'] } }),
  args: { user: dealer },
} satisfies Meta<typeof HomeSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer: the latest news, its open orders, invoices, credit and quick links. */
export const Dealer: Story = {};

/** A salesman acting for nobody yet: their customers and the way to choose one. */
export const Salesman: Story = { args: { user: salesman }, ...catalogueStory('/home-page', { user: salesman, config: { features: ['NEWS'] } }) };

/** An administrator: what waits for them. */
export const Administrator: Story = { args: { user: administrator }, ...catalogueStory('/home-page', { user: administrator }) };

/** On a phone the sections stack. */
export const DealerOnAPhone: Story = { globals: { viewport: { value: 'mobile1' } } };
