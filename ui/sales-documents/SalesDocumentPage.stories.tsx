import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesDocumentsGatewayInMemory } from '../../application/portal/sales-documents/testing/sales-documents-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { SalesDocumentPage } from './SalesDocumentPage';

const meta = {
  title: 'Sales documents/SalesDocumentPage',
  component: SalesDocumentPage,
  ...catalogueMeta('/sales-document/technical/doc-torque'),
} satisfies Meta<typeof SalesDocumentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A document with its rich-text body. */
export const Loaded: Story = {};

/** A document of another market, or withdrawn. */
export const NotFound: Story = catalogueStory('/sales-document/technical/doc-unknown');

export const Loading: Story = catalogueStory('/sales-document/technical/doc-torque', { ports: { salesDocuments: Object.assign(new SalesDocumentsGatewayInMemory(), { document: pending }) } });
