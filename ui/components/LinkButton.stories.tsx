import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { children: 'Go to home page', href: '/en-us' },
  parameters: { layout: 'centered' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };
