import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesAreaGatewayInMemory, EXAMPLE_SALES_AREA_REGIONS } from '../../application/portal/sales-area/testing/sales-area-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { SalesAreaPage } from './SalesAreaPage';

const meta = {
  title: 'Sales area/SalesAreaPage',
  component: SalesAreaPage,
  ...catalogueMeta('/sales-area', { ports: { salesAreas: new SalesAreaGatewayInMemory() } }),
} satisfies Meta<typeof SalesAreaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user who maintains the map: each region's category can be chosen in the table. */
export const Maintainer: Story = {};

/** A salesman who reads the map only; Papua has no category and shows TBD. */
export const Reader: Story = catalogueStory('/sales-area', { ports: { salesAreas: new SalesAreaGatewayInMemory({ regions: EXAMPLE_SALES_AREA_REGIONS, categories: ['A', 'B', 'C', 'D'], canUpdate: false }) } });

/** No region drawn for the user's sales organisations. */
export const Empty: Story = catalogueStory('/sales-area', { ports: { salesAreas: new SalesAreaGatewayInMemory({ regions: [], categories: ['A'], canUpdate: false }) } });

export const Loading: Story = catalogueStory('/sales-area', { ports: { salesAreas: Object.assign(new SalesAreaGatewayInMemory(), { maps: pending }) } });

/** The map could not be loaded: the page offers to try again. */
export const Failed: Story = catalogueStory('/sales-area', { ports: { salesAreas: new SalesAreaGatewayInMemory(undefined, true) } });
