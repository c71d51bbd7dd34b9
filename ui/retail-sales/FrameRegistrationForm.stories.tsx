import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { FrameRegistrationForm } from './FrameRegistrationForm';

const meta = {
  title: 'Retail sales/FrameRegistrationForm',
  component: FrameRegistrationForm,
  ...catalogueMeta('/retail-sales'),
  args: { onRegistered: () => undefined, onCancel: () => undefined, today: '2026-11-26' },
} satisfies Meta<typeof FrameRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new registration: the frame, the day of the sale and the buyer. */
export const New: Story = {};
