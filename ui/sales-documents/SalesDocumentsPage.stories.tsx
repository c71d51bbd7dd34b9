import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesDocumentsGatewayInMemory } from '../../application/portal/sales-documents/testing/sales-documents-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { SalesDocumentsPage } from './SalesDocumentsPage';

const answering = (answers: Partial<SalesDocumentsGatewayInMemory>) => ({ ports: { salesDocuments: Object.assign(new SalesDocumentsGatewayInMemory(), answers) } });

const meta = {
  title: 'Sales documents/SalesDocumentsPage',
  component: SalesDocumentsPage,
  ...catalogueMeta('/sales-document/sales'),
} satisfies Meta<typeof SalesDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sales documents by group, the ungrouped ones last. */
export const Sales: Story = {};

export const Technical: Story = catalogueStory('/sales-document/technical');

/** No document of this kind for the user's markets. */
export const Empty: Story = catalogueStory('/sales-document/sales', { ports: { salesDocuments: new SalesDocumentsGatewayInMemory([]) } });

export const Loading: Story = catalogueStory('/sales-document/sales', answering({ documents: pending }));

export const Failed: Story = catalogueStory('/sales-document/sales', answering({ documents: () => Promise.reject(new Error('The service did not answer')) }));
