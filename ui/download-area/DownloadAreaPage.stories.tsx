import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DownloadAreaRequest } from '../../application/portal/download-area/ports';
import { DownloadAreaGatewayInMemory } from '../../application/portal/download-area/testing/download-area-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { DownloadAreaPage } from './DownloadAreaPage';

const request = (change: Partial<DownloadAreaRequest>): DownloadAreaRequest => ({
  id: 'request-1',
  requestedAt: '2026-05-04T08:00:00.000Z',
  from: '2026-01-01',
  to: '2026-04-30',
  module: 'invoices',
  status: 'completed',
  progress: 100,
  rowCount: 412,
  fileName: 'invoices_2026-01-01_2026-04-30.xlsx',
  ...change,
});

/** One request in every status: ready, exporting, waiting and failed. */
const EVERY_STATUS = [
  request({}),
  request({ id: 'request-2', module: 'open_orders', status: 'running', progress: 45, rowCount: 20_000, fileName: 'open_orders_2026-01-01_2026-04-30.xlsx' }),
  request({ id: 'request-3', module: 'orders', status: 'queued', progress: 0, rowCount: null, fileName: 'orders_2026-03-01_2026-03-31.xlsx' }),
  request({ id: 'request-4', module: 'orders', status: 'failed', progress: 0, rowCount: null, fileName: 'orders_2026-02-01_2026-02-28.xlsx' }),
];

const meta = {
  title: 'Download area/DownloadAreaPage',
  component: DownloadAreaPage,
  ...catalogueMeta('/download-area', { ports: { downloadArea: new DownloadAreaGatewayInMemory(EVERY_STATUS) } }),
} satisfies Meta<typeof DownloadAreaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Earlier requests in each status, with the quota left today. */
export const EveryStatus: Story = {};

/** Nothing requested yet. */
export const Empty: Story = catalogueStory('/download-area', { ports: { downloadArea: new DownloadAreaGatewayInMemory([]) } });
