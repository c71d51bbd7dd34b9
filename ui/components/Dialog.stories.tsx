import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { isOpen: true, title: 'Change customer' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContent: Story = {
  args: {
    children: <p>Pick the customer you want to order for.</p>,
    actions: <Button onPress={fn()}>Done</Button>,
  },
};

export const ErrorAlert: Story = {
  args: {
    role: 'alertdialog',
    tone: 'error',
    title: 'Failed change customer, please try again',
    actions: <Button onPress={fn()}>Refresh</Button>,
  },
};
