import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../../.storybook/decorators';
import { RequestProgressView } from './RequestProgressBar';

const meta = {
  title: 'Shell/RequestProgressBar',
  component: RequestProgressView,
  args: { state: { phase: 'running', failed: false } },
  decorators: [inPageLandmark],
} satisfies Meta<typeof RequestProgressView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};

export const Failed: Story = { args: { state: { phase: 'running', failed: true } } };

export const Finishing: Story = { args: { state: { phase: 'finishing', failed: false } } };

export const Hidden: Story = { args: { state: { phase: 'hidden', failed: false } } };
