import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inPageLandmark } from '../../.storybook/decorators';
import { Toast } from './Toast';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { tone: 'info', children: 'Thank you, your feedback was sent', onClose: fn() },
  parameters: { layout: 'centered' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Error: Story = { args: { tone: 'error', children: 'Failed to send your feedback, please try again' } };

export const WithoutCloseButton: Story = { args: { onClose: undefined } };
