import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading…' },
  parameters: { layout: 'centered' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
