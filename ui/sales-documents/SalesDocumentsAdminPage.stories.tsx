import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesDocumentsGatewayInMemory } from '../../application/portal/sales-documents/testing/sales-documents-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { SalesDocumentsAdminPage } from './SalesDocumentsAdminPage';

const meta = {
  title: 'Sales documents/SalesDocumentsAdminPage',
  component: SalesDocumentsAdminPage,
  ...catalogueMeta('/admin/sales-document/list'),
} satisfies Meta<typeof SalesDocumentsAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every document, the deleted one with its restore action. */
export const Loaded: Story = {};

export const Failed: Story = catalogueStory('/admin/sales-document/list', {
  ports: { salesDocuments: Object.assign(new SalesDocumentsGatewayInMemory(), { documents: () => Promise.reject(new Error('The service did not answer')) }) },
});
