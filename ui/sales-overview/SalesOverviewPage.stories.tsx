import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SalesOverviewGateway } from '../../application/portal/sales-overview/ports';
import { SalesOverviewGatewayInMemory } from '../../application/portal/sales-overview/testing/sales-overview-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { SalesOverviewPage } from './SalesOverviewPage';

function answering(answers: Partial<SalesOverviewGateway>) {
  return { ports: { salesOverview: Object.assign(new SalesOverviewGatewayInMemory(), answers) } };
}

const meta = {
  title: 'Sales overview/SalesOverviewPage',
  component: SalesOverviewPage,
  ...catalogueMeta('/sales-overview'),
} satisfies Meta<typeof SalesOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two years of an example dealer's sales: months against last year, brands, categories with their models. */
export const Loaded: Story = {};

/** A dealer with no invoices yet: every month at zero. */
export const NoSales: Story = catalogueStory('/sales-overview', { ports: { salesOverview: new SalesOverviewGatewayInMemory([]) } });

export const Loading: Story = catalogueStory('/sales-overview', answering({ overview: pending }));

export const Failed: Story = catalogueStory('/sales-overview', answering({ overview: () => Promise.reject(new Error('The service did not answer')) }));
