import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import type { UserAdministrationGateway } from '../../application/portal/user-administration/ports';
import { EXAMPLE_USER_FORM_OPTIONS, UserAdministrationGatewayInMemory } from '../../application/portal/user-administration/testing/user-administration-gateway.in-memory';
import { refused } from '../../domain/shared/result';
import { userError } from '../../domain/shared/user-error';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { CopyUserPage } from './CopyUserPage';
import { CreateUserPage, EditUserPage } from './UserFormPage';

/** The user forms as the router shows them, so the id in the address reaches them. */
function UserForms() {
  return (
    <Routes>
      <Route path="/en-us/admin/users/create" element={<CreateUserPage route="admin-users-create" />} />
      <Route path="/en-us/admin/users/create-us" element={<CreateUserPage route="admin-users-create-us" />} />
      <Route path="/en-us/admin/users/:id/edit" element={<EditUserPage route="admin-users-id-edit" />} />
      <Route path="/en-us/admin/users/:id/edit-us" element={<EditUserPage route="admin-users-id-edit-us" />} />
      <Route path="/en-us/admin/users/:id/copy-us" element={<CopyUserPage />} />
    </Routes>
  );
}

function answering(answers: Partial<UserAdministrationGateway>) {
  return { ports: { userAdministration: Object.assign(new UserAdministrationGatewayInMemory(), answers) } };
}

const reduced = answering({ createData: async () => ({ ...EXAMPLE_USER_FORM_OPTIONS, variant: 'us' }), editData: async () => ({ ...EXAMPLE_USER_FORM_OPTIONS, variant: 'us' }) });

const meta = {
  title: 'Administration/UserFormPages',
  component: UserForms,
  ...catalogueMeta('/admin/users/create'),
} satisfies Meta<typeof UserForms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: every field of spec 002 §3. */
export const Create: Story = {};

/** The reduced form of the second brand's administrators: the roles come from the group role. */
export const CreateReduced: Story = catalogueStory('/admin/users/create-us', reduced);

/** An existing user, with "Generate password". */
export const Edit: Story = catalogueStory('/admin/users/user-4/edit');

export const EditReduced: Story = catalogueStory('/admin/users/user-4/edit-us', reduced);

/** The service refused the e-mail address: it belongs to another user. */
export const EmailTaken: Story = catalogueStory('/admin/users/user-4/edit', answering({ save: async () => refused(userError('email', 'email_already_exists')) }));

/** A user outside the administrator's sales organisations. */
export const NotFound: Story = catalogueStory('/admin/users/missing/edit');

/** A new user with the access of another. */
export const Copy: Story = catalogueStory('/admin/users/user-3/copy-us');
