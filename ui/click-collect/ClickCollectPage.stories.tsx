import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ClickCollectGateway } from '../../application/portal/click-collect/ports';
import { ClickCollectGatewayInMemory } from '../../application/portal/click-collect/testing/click-collect-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { ClickCollectPage } from './ClickCollectPage';

/** The example store as the service answers it, with these answers swapped. */
function answering(answers: Partial<ClickCollectGateway>) {
  return { ports: { clickCollect: Object.assign(new ClickCollectGatewayInMemory(), answers) } };
}

const unanswered = () => Promise.reject(new Error('The service did not answer'));

const meta = {
  title: 'Click and collect/ClickCollectPage',
  component: ClickCollectPage,
  ...catalogueMeta('/click-collect'),
} satisfies Meta<typeof ClickCollectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every order of the store, with the count of each status on its tab. */
export const Loaded: Story = {};

/** The list filtered by one status (?status=). */
export const FilteredByStatus: Story = catalogueStory('/click-collect?status=open');

/** A status no order is in: the filter found nothing. */
export const FilterMatchesNothing: Story = catalogueStory('/click-collect?status=open', { ports: { clickCollect: new ClickCollectGatewayInMemory([]) } });

/** The store has no click-and-collect order yet. */
export const Empty: Story = catalogueStory('/click-collect', { ports: { clickCollect: new ClickCollectGatewayInMemory([]) } });

export const Loading: Story = catalogueStory('/click-collect', answering({ orders: pending }));

/** The orders could not be loaded: the page offers to try again. */
export const Failed: Story = catalogueStory('/click-collect', answering({ orders: unanswered }));

/** An Open order: its items can be marked Order to HQ or Ready to Pickup. */
export const OpenOrder: Story = catalogueStory('/click-collect?status=open&order=cc-100001');

/** HQ has confirmed the supply: the next step is Processing By HQ. */
export const ConfirmedOrder: Story = catalogueStory('/click-collect?order=cc-100004');

/** HQ is shipping: the shipment form asks for the units that came. */
export const ShipmentFromHq: Story = catalogueStory('/click-collect?order=cc-100006');

/** Part of HQ's units came: the rest is still awaited. */
export const PartiallyShipped: Story = catalogueStory('/click-collect?order=cc-100007');

/** Everything is in the store: the next step, Complete, is final. */
export const ReadyToPickup: Story = catalogueStory('/click-collect?order=cc-100009');

/** Collected: nothing can change any more. */
export const Complete: Story = catalogueStory('/click-collect?order=cc-100010');

export const OrderLoading: Story = catalogueStory('/click-collect?order=cc-100001', answering({ order: pending }));

/** The order is not one of the store's. */
export const OrderNotFound: Story = catalogueStory('/click-collect?order=cc-999999');

export const OrderFailed: Story = catalogueStory('/click-collect?order=cc-100001', answering({ order: unanswered }));
