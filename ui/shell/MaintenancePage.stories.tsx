import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'Shell/MaintenancePage',
  component: MaintenancePage,
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ExtraSmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
