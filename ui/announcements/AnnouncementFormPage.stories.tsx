import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { AnnouncementFormPage } from './AnnouncementFormPage';

const meta = {
  title: 'Announcements/AnnouncementFormPage',
  component: AnnouncementFormPage,
  ...catalogueMeta('/admin/announcements/create'),
} satisfies Meta<typeof AnnouncementFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new announcement, with the rich-text editor for its content. */
export const Create: Story = {};
