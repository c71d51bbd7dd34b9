import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inPageLandmark } from '../../../.storybook/decorators';
import { EXAMPLE_ACTIVE_CUSTOMER } from '../../../application/portal/testing/portal-ports.in-memory';
import { CustomerChip } from './CustomerChip';

const meta = {
  title: 'Shell/CustomerChip',
  component: CustomerChip,
  args: { chip: { activeCode: '0001000123', customer: EXAMPLE_ACTIVE_CUSTOMER, canChange: false }, onOpenPicker: fn() },
  decorators: [inPageLandmark],
} satisfies Meta<typeof CustomerChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCustomerSelected: Story = { args: { chip: { activeCode: null, customer: null, canChange: true } } };

/** A long padded code shows its last six characters. */
export const WithCustomer: Story = {};

export const DetailsOfTheOnlyCustomer: Story = { args: { defaultOpen: true } };

export const DetailsWithChangeCustomer: Story = {
  args: { defaultOpen: true, chip: { activeCode: '0001000123', customer: EXAMPLE_ACTIVE_CUSTOMER, canChange: true } },
};

export const DetailsWithoutGroup: Story = {
  args: {
    defaultOpen: true,
    chip: { activeCode: '0001000123', customer: { ...EXAMPLE_ACTIVE_CUSTOMER, customerGroup: null, email: null }, canChange: false },
  },
};

export const DetailsNotLoadedYet: Story = { args: { chip: { activeCode: '0001000123', customer: null, canChange: false } } };
