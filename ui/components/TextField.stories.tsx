import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username' },
  parameters: { layout: 'centered' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'dealer.surabaya' } };

export const WithDescription: Story = { args: { label: 'Phone', description: 'Digits only, at most 17' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = { args: { isRequired: true, errorMessage: 'This field is required' } };

export const Password: Story = { args: { label: 'Password', type: 'password', defaultValue: 'Pedal2024' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'dealer.surabaya' } };
