import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PdiGateway } from '../../application/portal/pdi/ports';
import { PdiGatewayInMemory } from '../../application/portal/pdi/testing/pdi-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { PdiPage } from './PdiPage';

/** The example dealer's inspections as the service answers them, with these answers swapped. */
function answering(answers: Partial<PdiGateway>) {
  return { ports: { pdi: Object.assign(new PdiGatewayInMemory(), answers) } };
}

const meta = {
  title: 'Pre-delivery inspection/PdiPage',
  component: PdiPage,
  ...catalogueMeta('/pdi'),
} satisfies Meta<typeof PdiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current inspections: two bikes ready to hand over, one held back by a failed point. */
export const Loaded: Story = {};

/** The deleted inspections, each with Restore. */
export const Deleted: Story = catalogueStory('/pdi?deleted=1');

/** A search that matches one mechanic's inspections. */
export const Searched: Story = catalogueStory('/pdi?search=agus');

/** A search that matches nothing. */
export const SearchMatchesNothing: Story = catalogueStory('/pdi?search=nobody');

/** The dealer has recorded no inspection yet. */
export const Empty: Story = catalogueStory('/pdi', { ports: { pdi: new PdiGatewayInMemory([]) } });

export const Loading: Story = catalogueStory('/pdi', answering({ list: pending }));

/** The inspections could not be loaded: the page offers to try again. */
export const Failed: Story = catalogueStory('/pdi', answering({ list: () => Promise.reject(new Error('The service did not answer')) }));
