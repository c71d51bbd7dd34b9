import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SalesOverviewGateway } from '../../application/portal/sales-overview/ports';
import { SalesOverviewGatewayInMemory } from '../../application/portal/sales-overview/testing/sales-overview-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { DealerBonusPage } from './DealerBonusPage';

function answering(answers: Partial<SalesOverviewGateway>) {
  return { ports: { salesOverview: Object.assign(new SalesOverviewGatewayInMemory(), answers) } };
}

const meta = {
  title: 'Sales overview/DealerBonusPage',
  component: DealerBonusPage,
  ...catalogueMeta('/bonus-dealer'),
} satisfies Meta<typeof DealerBonusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tier reached, the next one ahead with what it still needs. */
export const Standing: Story = {};

/** A year with no sales yet: no tier, the first one ahead. */
export const NoTierYet: Story = catalogueStory('/bonus-dealer', { ports: { salesOverview: new SalesOverviewGatewayInMemory([]) } });

export const Loading: Story = catalogueStory('/bonus-dealer', answering({ dealerBonus: pending }));

export const Failed: Story = catalogueStory('/bonus-dealer', answering({ dealerBonus: () => Promise.reject(new Error('The service did not answer')) }));
