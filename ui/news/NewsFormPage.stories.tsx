import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HostConfigSettings } from '../../domain/config/host-config';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { NewsFormPage } from './NewsFormPage';

const withNews: { config: HostConfigSettings } = { config: { features: ['NEWS'] } };

const meta = {
  title: 'News/NewsFormPage',
  component: NewsFormPage,
  ...catalogueMeta('/admin/news/create', withNews),
} satisfies Meta<typeof NewsFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new news item. */
export const Create: Story = {};

/** A stored item, its fields filled in. */
export const Edit: Story = catalogueStory('/admin/news/news-1/edit', withNews);
