import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { type: 'noData' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = {};

export const SearchNoResult: Story = { args: { type: 'searchNoResult' } };

export const Custom: Story = {
  args: {
    type: 'custom',
    title: 'No claims filed this year',
    description: 'Claims you file for bikes and parts appear here.',
    action: <Button>File a claim</Button>,
  },
};
