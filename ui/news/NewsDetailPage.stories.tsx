import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HostConfigSettings } from '../../domain/config/host-config';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { NewsDetailPage } from './NewsDetailPage';

const withNews: { config: HostConfigSettings } = { config: { features: ['NEWS'] } };

const meta = {
  title: 'News/NewsDetailPage',
  component: NewsDetailPage,
  ...catalogueMeta('/news/news-1', withNews),
} satisfies Meta<typeof NewsDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One news item in full. */
export const Loaded: Story = {};

/** An item the reader may not read, or that does not exist. */
export const NotFound: Story = catalogueStory('/news/news-unknown', withNews);
