import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALL_SCOPES } from '../../../domain/access/scope-catalogue';
import { visibleMenu } from '../../../domain/navigation/side-menu';
import { exampleShellDealer } from '../testing/frame-examples';
import { SideMenu } from './SideMenu';

const nothing = { bike: false, paa: false, groupset: false };

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  args: { groups: visibleMenu({ scopes: exampleShellDealer().scopes, features: ['NEWS'], visitFormKinds: [], catalogue: nothing }) },
  parameters: { route: '/en-us/invoice/open-invoice' },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dealer's menu with the current page's group open and its entry marked. */
export const Dealer: Story = {};

export const SalesUser: Story = {
  args: {
    groups: visibleMenu({
      scopes: [...exampleShellDealer().scopes, 'menu.change-cust', 'page.sales-area', 'page.formvisit'],
      features: ['NEWS'],
      visitFormKinds: ['polygon'],
      catalogue: nothing,
    }),
  },
};

export const Administrator: Story = {
  args: { groups: visibleMenu({ scopes: [...ALL_SCOPES], features: ['NEWS'], visitFormKinds: ['polygon', 'wim'], catalogue: { bike: true, paa: true, groupset: true } }) },
};

export const Guest: Story = { args: { groups: visibleMenu({ scopes: ['page.catalog'], features: [], visitFormKinds: [], catalogue: nothing }) } };
