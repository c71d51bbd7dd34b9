import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { GroupRolesPage } from './AccessListPages';

const meta = {
  title: 'Administration/GroupRolesPage',
  component: GroupRolesPage,
  ...catalogueMeta('/admin/group-roles'),
} satisfies Meta<typeof GroupRolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group roles with the roles each includes. */
export const Loaded: Story = {};
