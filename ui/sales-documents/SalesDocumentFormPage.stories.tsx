import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { SalesDocumentFormPage } from './SalesDocumentFormPage';

const meta = {
  title: 'Sales documents/SalesDocumentFormPage',
  component: SalesDocumentFormPage,
  ...catalogueMeta('/admin/sales-document/list/create'),
} satisfies Meta<typeof SalesDocumentFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new document: valid from today for a year, in no group. */
export const Create: Story = {};

/** A stored document with its group, markets and attached price list. */
export const Edit: Story = catalogueStory('/admin/sales-document/list/doc-price-list/edit');

export const NotFound: Story = catalogueStory('/admin/sales-document/list/doc-unknown/edit');
