import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisitFormGatewayInMemory } from '../../application/portal/visit-forms/testing/visit-form-gateway.in-memory';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { VisitFormCreatePage } from './VisitFormPage';

const meta = {
  title: 'Visit forms/VisitFormPage',
  component: VisitFormCreatePage,
  args: { kind: 'polygon' },
  ...catalogueMeta('/visit-form/polygon/create', { ports: { visitForms: new VisitFormGatewayInMemory() } }),
} satisfies Meta<typeof VisitFormCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new visit form: the customer, the answers and the photo slots. */
export const Create: Story = {};
