import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { exampleShellDealer } from '../shell/testing/frame-examples';
import { ArticleMaintenancePage } from './ArticleMaintenancePage';

const vendorUser = { ...exampleShellDealer(), scopes: ['page.3rd-party', 'third-party.maintain'] };

const meta = {
  title: 'Third party/ArticleMaintenancePage',
  component: ArticleMaintenancePage,
  ...catalogueMeta('/3rd-party/article-maintenance', { user: vendorUser }),
} satisfies Meta<typeof ArticleMaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stock and product sheet uploads, before a sheet is chosen. */
export const Ready: Story = {};
