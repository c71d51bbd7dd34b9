import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminErrorAddress, noDataNotice } from '../../domain/content/content-gate';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { AdminErrorPage } from './AdminErrorPage';

const meta = {
  title: 'Content/AdminErrorPage',
  component: AdminErrorPage,
  ...catalogueMeta(adminErrorAddress(noDataNotice('route_title_news'))),
} satisfies Meta<typeof AdminErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reader of news without a news market: the No Data notice, titled by the page that sent them. */
export const NoData: Story = {};

/** Parameters that are plain text, not dictionary keys, show as they came. */
export const PlainText: Story = catalogueStory('/error/admin?pt=Reports&pi=warning&t=Not%20configured&s=Ask%20head%20office%20to%20set%20up%20your%20account.');

/** An address without parameters still says something and offers the way home. */
export const WithoutParameters: Story = catalogueStory('/error/admin');
