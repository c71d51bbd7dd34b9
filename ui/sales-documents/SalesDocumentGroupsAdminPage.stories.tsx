import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesDocumentsGatewayInMemory } from '../../application/portal/sales-documents/testing/sales-documents-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { SalesDocumentGroupsAdminPage } from './SalesDocumentGroupsAdminPage';

const meta = {
  title: 'Sales documents/SalesDocumentGroupsAdminPage',
  component: SalesDocumentGroupsAdminPage,
  ...catalogueMeta('/admin/sales-document/group'),
} satisfies Meta<typeof SalesDocumentGroupsAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The groups with their markets and how many documents each holds. */
export const Loaded: Story = {};

export const Empty: Story = catalogueStory('/admin/sales-document/group', { ports: { salesDocuments: new SalesDocumentsGatewayInMemory(undefined, []) } });
