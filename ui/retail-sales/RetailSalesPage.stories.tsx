import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FramesGateway } from '../../application/portal/frames/ports';
import { FramesGatewayInMemory } from '../../application/portal/frames/testing/frames-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { RetailSalesPage } from './RetailSalesPage';

/** The example dealer's sales as the service answers them, with these answers swapped. */
function answering(answers: Partial<FramesGateway>) {
  return { ports: { frames: Object.assign(new FramesGatewayInMemory(), answers) } };
}

const meta = {
  title: 'Retail sales/RetailSalesPage',
  component: RetailSalesPage,
  ...catalogueMeta('/retail-sales'),
} satisfies Meta<typeof RetailSalesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: the complete sale with its warranty download, the failed ones with the brand's reason. */
export const Loaded: Story = {};

/** Only the sales whose insert failed. */
export const FailedInserts: Story = catalogueStory('/retail-sales?status=failed_insert');

/** A search that matches nothing. */
export const SearchMatchesNothing: Story = catalogueStory('/retail-sales?search=nobody');

/** The dealer has registered no frame yet. */
export const Empty: Story = catalogueStory('/retail-sales', { ports: { frames: new FramesGatewayInMemory([]) } });

export const Loading: Story = catalogueStory('/retail-sales', answering({ registeredFrames: pending }));

/** The sales could not be loaded: the page offers to try again. */
export const Failed: Story = catalogueStory('/retail-sales', answering({ registeredFrames: () => Promise.reject(new Error('The service did not answer')) }));
