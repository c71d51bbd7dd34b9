import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inPageLandmark } from '../../.storybook/decorators';
import { EXAMPLE_ALBUMS } from '../../application/portal/upload-area/testing/upload-area-gateway.in-memory';
import { UploadPanel } from './UploadPanel';

const MEGABYTE = 1024 * 1024;
const bytes = { currentBytes: 3.4 * MEGABYTE, maxBytes: 8 * MEGABYTE };

const meta = {
  title: 'Upload area/UploadPanel',
  component: UploadPanel,
  args: { albums: EXAMPLE_ALBUMS, album: 'account_bikes', state: { kind: 'idle' }, onAlbum: fn(), onFile: fn(), onStart: fn(), onPause: fn(), onResume: fn() },
  decorators: [inPageLandmark],
} satisfies Meta<typeof UploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An album chosen, no file sent yet. */
export const Idle: Story = {};

/** A large file on its way, with the bytes sent of all of them. */
export const Uploading: Story = { args: { state: { kind: 'uploading', bytes } } };

/** Paused by the person; resuming sends the rest. */
export const Paused: Story = { args: { state: { kind: 'paused', bytes } } };

/** The connection dropped and the retries ran out; resuming continues where the service's copy ends. */
export const Interrupted: Story = { args: { state: { kind: 'interrupted', bytes } } };

/** The service refused the file before the first byte. */
export const Refused: Story = { args: { state: { kind: 'refused', reason: 'upload_file_type' } } };

/** Every byte sent; processing follows in the background. */
export const Uploaded: Story = { args: { state: { kind: 'uploaded' } } };

/** A user who may use no album. */
export const NoAlbum: Story = { args: { albums: [], album: null } };
