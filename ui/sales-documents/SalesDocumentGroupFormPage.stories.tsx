import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { SalesDocumentGroupFormPage } from './SalesDocumentGroupFormPage';

const meta = {
  title: 'Sales documents/SalesDocumentGroupFormPage',
  component: SalesDocumentGroupFormPage,
  ...catalogueMeta('/admin/sales-document/group/create'),
} satisfies Meta<typeof SalesDocumentGroupFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new group: a name and its markets. */
export const Create: Story = {};

/** A stored group with its documents and the documents in no group to add. */
export const Edit: Story = catalogueStory('/admin/sales-document/group/group-my27/edit');
