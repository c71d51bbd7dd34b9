import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConnectionFailedDialog } from './ConnectionFailedDialog';

const meta = {
  title: 'Shell/ConnectionFailedDialog',
  component: ConnectionFailedDialog,
  args: { isOpen: true, onRefresh: fn() },
} satisfies Meta<typeof ConnectionFailedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
