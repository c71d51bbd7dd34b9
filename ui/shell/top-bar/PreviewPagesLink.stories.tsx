import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../../.storybook/decorators';
import { PreviewPagesLink } from './PreviewPagesLink';

const meta = {
  title: 'Shell/PreviewPagesLink',
  component: PreviewPagesLink,
  args: { href: 'https://preview.trailmark.example' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof PreviewPagesLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
