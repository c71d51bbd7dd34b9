import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserAdministrationGateway } from '../../application/portal/user-administration/ports';
import { EXAMPLE_USER_FORM_OPTIONS, exampleAdministeredUser, UserAdministrationGatewayInMemory } from '../../application/portal/user-administration/testing/user-administration-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { UsersListPage } from './UsersListPage';

/** A few users: enough to show each column, the filters and the actions. */
const SOME_USERS = Array.from({ length: 4 }, (_, index) => exampleAdministeredUser(index + 1));

/** The demo's users as the service answers them, with these answers swapped. */
function answering(answers: Partial<UserAdministrationGateway>) {
  return { ports: { userAdministration: Object.assign(new UserAdministrationGatewayInMemory(SOME_USERS), answers) } };
}

const meta = {
  title: 'Administration/UsersListPage',
  component: UsersListPage,
  ...catalogueMeta('/admin/users', answering({})),
} satisfies Meta<typeof UsersListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The users within the administrator's sales organisations, with the filters, sort, export and paging. */
export const Loaded: Story = {};

/** An administrator of the second brand: the list links the reduced forms. */
export const ReducedForm: Story = catalogueStory('/admin/users', answering({ createData: async () => ({ ...EXAMPLE_USER_FORM_OPTIONS, variant: 'us', sorgs: [{ sorg: 'US01', name: 'Velocita USA' }] }) }));

export const Loading: Story = catalogueStory('/admin/users', answering({ users: pending }));

export const Failed: Story = catalogueStory('/admin/users', answering({ users: () => Promise.reject(new Error('The service did not answer')) }));

/** Nobody found. */
export const Empty: Story = catalogueStory('/admin/users', answering({ users: async () => ({ users: [], page: 1, count: 0, pageTotal: 1 }) }));
