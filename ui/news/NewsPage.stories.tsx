import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HostConfigSettings } from '../../domain/config/host-config';
import { NewsGatewayInMemory } from '../../application/portal/news/testing/news-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { NewsPage } from './NewsPage';

const withNews: { config: HostConfigSettings } = { config: { features: ['NEWS'] } };

const meta = {
  title: 'News/NewsPage',
  component: NewsPage,
  ...catalogueMeta('/news', withNews),
} satisfies Meta<typeof NewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The news of the reader's markets as cards. */
export const Loaded: Story = {};

/** No news is valid for the reader now. */
export const Empty: Story = catalogueStory('/news', { ...withNews, ports: { news: new NewsGatewayInMemory([]) } });

/** The host does not offer news. */
export const FeatureOff: Story = catalogueStory('/news', { config: { features: [] } });
