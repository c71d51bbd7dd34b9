import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionReloadDialog } from './SessionReloadDialog';

const meta = {
  title: 'Shell/SessionReloadDialog',
  component: SessionReloadDialog,
  args: { isOpen: true, onReload: fn() },
} satisfies Meta<typeof SessionReloadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reloading: Story = {};
