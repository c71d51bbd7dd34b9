import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { CatalogueAnalysisPage } from './CatalogueAnalysisPage';

const meta = {
  title: 'Administration/CatalogueAnalysisPage',
  component: CatalogueAnalysisPage,
  ...catalogueMeta('/admin/catalog-analyze'),
} satisfies Meta<typeof CatalogueAnalysisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request form: the administrator's sales organisations, an optional customer and the article codes. */
export const Form: Story = {};
