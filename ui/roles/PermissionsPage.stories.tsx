import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { PermissionsPage } from './AccessListPages';

const meta = {
  title: 'Administration/PermissionsPage',
  component: PermissionsPage,
  ...catalogueMeta('/admin/permissions'),
} satisfies Meta<typeof PermissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The permissions: scopes of the catalogue, each with what it opens. */
export const Loaded: Story = {};
