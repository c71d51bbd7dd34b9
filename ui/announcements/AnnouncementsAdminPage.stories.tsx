import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnnouncementAdministrationGatewayInMemory } from '../../application/portal/announcements/testing/announcement-administration-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { AnnouncementsAdminPage } from './AnnouncementsAdminPage';

const meta = {
  title: 'Announcements/AnnouncementsAdminPage',
  component: AnnouncementsAdminPage,
  ...catalogueMeta('/admin/announcements'),
} satisfies Meta<typeof AnnouncementsAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of what the administrator maintains. */
export const Loaded: Story = {};

/** Nothing maintained yet. */
export const Empty: Story = catalogueStory('/admin/announcements', { ports: { announcementAdministration: new AnnouncementAdministrationGatewayInMemory([]) } });
