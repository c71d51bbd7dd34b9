import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RolesGateway } from '../../application/portal/roles/ports';
import { RolesGatewayInMemory } from '../../application/portal/roles/testing/roles-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { RolesPage } from './AccessListPages';

/** The demo's roles as the service answers them, with these answers swapped. */
function answering(answers: Partial<RolesGateway>) {
  return { ports: { roles: Object.assign(new RolesGatewayInMemory(), answers) } };
}

const meta = {
  title: 'Administration/RolesPage',
  component: RolesPage,
  ...catalogueMeta('/admin/roles'),
} satisfies Meta<typeof RolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The roles with their group roles and how many permissions each grants. */
export const Loaded: Story = {};

export const Loading: Story = catalogueStory('/admin/roles', answering({ roles: pending }));

export const Failed: Story = catalogueStory('/admin/roles', answering({ roles: () => Promise.reject(new Error('The service did not answer')) }));

/** No role yet. */
export const Empty: Story = catalogueStory('/admin/roles', answering({ roles: async () => ({ data: [], page: 1, count: 0, pageTotal: 1 }) }));
