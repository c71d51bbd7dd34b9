import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { isOpen: true, title: 'Send this feedback?', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {};

export const WithMessage: Story = { args: { title: 'Remove this banner?', message: 'Dealers will no longer see it.', confirmLabel: 'Remove' } };

export const Pending: Story = { args: { isPending: true } };
