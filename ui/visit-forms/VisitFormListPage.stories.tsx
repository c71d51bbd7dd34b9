import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisitFormGatewayInMemory } from '../../application/portal/visit-forms/testing/visit-form-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { VisitFormListPage } from './VisitFormListPage';

const meta = {
  title: 'Visit forms/VisitFormListPage',
  component: VisitFormListPage,
  args: { kind: 'polygon' },
  ...catalogueMeta('/visit-form/polygon', { ports: { visitForms: new VisitFormGatewayInMemory() } }),
} satisfies Meta<typeof VisitFormListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The salesman's Polygon visits, newest first. */
export const Loaded: Story = {};

/** No visit recorded yet. */
export const Empty: Story = catalogueStory('/visit-form/polygon', { ports: { visitForms: new VisitFormGatewayInMemory([]) } });

/** The visits could not be loaded. */
export const Failed: Story = catalogueStory('/visit-form/polygon', { ports: { visitForms: new VisitFormGatewayInMemory([], true) } });
