import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { refused } from '../../domain/shared/result';
import { userError } from '../../domain/shared/user-error';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { GroupRoleFormPage, PermissionFormPage, RoleFormPage } from './AccessFormPages';

/** The form pages as the router shows them, so the id in the address reaches them. */
function AccessForms() {
  return (
    <Routes>
      <Route path="/en-us/admin/roles/create" element={<RoleFormPage />} />
      <Route path="/en-us/admin/roles/edit/:id?" element={<RoleFormPage />} />
      <Route path="/en-us/admin/group-roles/create" element={<GroupRoleFormPage />} />
      <Route path="/en-us/admin/group-roles/edit/:id" element={<GroupRoleFormPage />} />
      <Route path="/en-us/admin/permissions/create" element={<PermissionFormPage />} />
      <Route path="/en-us/admin/permissions/edit/:id?" element={<PermissionFormPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Administration/AccessFormPages',
  component: AccessForms,
  ...catalogueMeta('/admin/roles/create'),
} satisfies Meta<typeof AccessForms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new role: its permissions are chosen from the service's scope catalogue. */
export const CreateRole: Story = {};

/** A role with its permissions ticked. */
export const EditRole: Story = catalogueStory('/admin/roles/edit/r1');

/** Edit without an id opens the create form. */
export const EditWithoutId: Story = catalogueStory('/admin/roles/edit');

/** The service refused to take user administration from its last holders. */
export const LastAdministratorRefused: Story = catalogueStory('/admin/roles/edit/r1', {
  useCases: { saveRole: async () => refused(userError('permissions', 'last_administrator')) },
});

export const RoleNotFound: Story = catalogueStory('/admin/roles/edit/missing');

export const CreateGroupRole: Story = catalogueStory('/admin/group-roles/create');

export const EditGroupRole: Story = catalogueStory('/admin/group-roles/edit/g1');

/** A new permission: a scope of the catalogue not yet a permission. */
export const CreatePermission: Story = catalogueStory('/admin/permissions/create');

/** An existing permission: only its description changes. */
export const EditPermission: Story = catalogueStory('/admin/permissions/edit/p1');
