import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { AdminNewsPage } from './AdminNewsPage';

const meta = {
  title: 'News/AdminNewsPage',
  component: AdminNewsPage,
  ...catalogueMeta('/admin/news', { config: { features: ['NEWS'] } }),
} satisfies Meta<typeof AdminNewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every news item with its edit, delete and restore actions. */
export const Loaded: Story = {};
