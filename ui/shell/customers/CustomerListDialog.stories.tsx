import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIRST_CUSTOMER_QUERY } from '../../../application/portal/customers/customer-search-state';
import { CustomerListDialog } from './CustomerListDialog';
import { LOADED_SEARCH, pickerProps } from './picker-examples';

const meta = {
  title: 'Shell/CustomerPicker/List',
  component: CustomerListDialog,
  args: pickerProps({ onPick: fn(), onSearch: fn(), onPage: fn(), onPageSize: fn(), onClose: fn() }),
} satisfies Meta<typeof CustomerListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the chip: the current customer highlighted, closable. */
export const Opened: Story = {};

/** On a page that needs a customer: no way to close it until one is chosen. */
export const Forced: Story = { args: { dismissable: false, activeCode: null } };

export const WithCustomerGroup: Story = { args: { showGroup: true } };

export const Loading: Story = { args: { search: { query: FIRST_CUSTOMER_QUERY, status: 'loading', items: [], total: 0 } } };

export const NoResults: Story = { args: { search: { query: { ...FIRST_CUSTOMER_QUERY, search: 'zzz' }, status: 'loaded', items: [], total: 0 } } };

export const SecondPage: Story = { args: { search: { ...LOADED_SEARCH, query: { ...FIRST_CUSTOMER_QUERY, page: 2 }, items: LOADED_SEARCH.items.slice(0, 2) } } };

export const Changing: Story = { args: { picking: true } };
