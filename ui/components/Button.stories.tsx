import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save', onPress: fn() },
  parameters: { layout: 'centered' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Pending: Story = { args: { isPending: true } };

export const Disabled: Story = { args: { isDisabled: true } };
