import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIRST_CUSTOMER_QUERY } from '../../../application/portal/customers/customer-search-state';
import { CustomerTableDialog } from './CustomerTableDialog';
import { pickerProps } from './picker-examples';

const meta = {
  title: 'Shell/CustomerPicker/Table',
  component: CustomerTableDialog,
  args: pickerProps({ onPick: fn(), onSearch: fn(), onPage: fn(), onClose: fn() }),
} satisfies Meta<typeof CustomerTableDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Opened: Story = {};

export const Forced: Story = { args: { dismissable: false, activeCode: null } };

export const WithCustomerGroup: Story = { args: { showGroup: true } };

export const NoResults: Story = { args: { search: { query: { ...FIRST_CUSTOMER_QUERY, search: 'zzz' }, status: 'loaded', items: [], total: 0 } } };

export const Changing: Story = { args: { picking: true } };
