import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaintenanceDialog } from './MaintenanceDialog';

const connection = { connectionFailed: false, failure: null, online: true };

const meta = {
  title: 'Shell/MaintenanceDialog',
  component: MaintenanceDialog,
  parameters: { store: { connection: { ...connection, maintenance: { message: 'The portal is being upgraded until 03:00 WIB.' } } } },
} satisfies Meta<typeof MaintenanceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithServiceText: Story = {};

export const WithoutServiceText: Story = { parameters: { store: { connection: { ...connection, maintenance: { message: null } } } } };
