import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FailureDialog } from './FailureDialog';

const meta = {
  title: 'Shell/FailureDialog',
  component: FailureDialog,
  args: { failure: 'something_wrong', onRefresh: fn() },
} satisfies Meta<typeof FailureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomethingWrong: Story = {};

export const Offline: Story = { args: { failure: 'connection_error' } };
