import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UploadAreaUpload } from '../../application/portal/upload-area/ports';
import { UploadAreaGatewayInMemory } from '../../application/portal/upload-area/testing/upload-area-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { exampleShellDealer } from '../shell/testing/frame-examples';
import { UploadAreaPage } from './UploadAreaPage';

const user = { ...exampleShellDealer(), scopes: [...exampleShellDealer().scopes, 'page.upload-area'] };

const upload = (change: Partial<UploadAreaUpload>): UploadAreaUpload => ({
  id: 'upload-1',
  album: 'account_bikes',
  fileName: 'account-bikes-2026-05.xlsx',
  size: 6_400_000,
  status: 'processed',
  progress: 100,
  failureReason: null,
  rows: [
    { row: 2, frameNumber: 'VLC26B00021', accepted: true, column: null, reason: null },
    { row: 3, frameNumber: 'VLC26G00001', accepted: false, column: 'frameNumber', reason: 'frame_not_found' },
    { row: 4, frameNumber: 'VLC26B00022', accepted: false, column: 'usage', reason: 'upload_usage_invalid' },
  ],
  createdAt: '2026-05-04T08:00:00.000Z',
  completedAt: '2026-05-04T08:00:05.000Z',
  ...change,
});

/** One upload in every status after its bytes arrived. */
const EVERY_STATUS = [
  upload({}),
  upload({ id: 'upload-2', fileName: 'fleet.xlsx', status: 'processing', progress: 0, rows: [], completedAt: null }),
  upload({ id: 'upload-3', fileName: 'fleet-june.xlsx', status: 'queued', progress: 0, rows: [], completedAt: null }),
  upload({ id: 'upload-4', fileName: 'notes.xlsx', status: 'failed', failureReason: 'upload_sheet_columns_missing', rows: [] }),
];

const meta = {
  title: 'Upload area/UploadAreaPage',
  component: UploadAreaPage,
  ...catalogueMeta('/upload-area', { user, ports: { uploadArea: new UploadAreaGatewayInMemory(EVERY_STATUS) } }),
} satisfies Meta<typeof UploadAreaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uploads processed with their row results, in processing, waiting and failed. */
export const ProcessedWithRowResults: Story = {};

/** Nothing uploaded yet. */
export const Empty: Story = catalogueStory('/upload-area', { user, ports: { uploadArea: new UploadAreaGatewayInMemory([]) } });
