import type { Meta, StoryObj } from '@storybook/react-vite';
import { examplePdis, PdiGatewayInMemory } from '../../application/portal/pdi/testing/pdi-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { PdiForm } from './PdiForm';

const meta = {
  title: 'Pre-delivery inspection/PdiForm',
  component: PdiForm,
  ...catalogueMeta('/pdi'),
  args: { onSaved: () => undefined, onCancel: () => undefined },
} satisfies Meta<typeof PdiForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new inspection: the checklist shows once a brand is chosen. */
export const New: Story = {};

/** An inspection being changed: its brand's checklist with each point's result. */
export const Editing: Story = { args: { pdi: examplePdis()[2] } };

/** The brand's checklist is on its way. */
export const ChecklistLoading: Story = {
  args: { pdi: examplePdis()[0] },
  ...catalogueStory('/pdi', { ports: { pdi: Object.assign(new PdiGatewayInMemory(), { checklist: pending }) } }),
};
