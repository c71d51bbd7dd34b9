import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import { userEvent, within } from 'storybook/test';
import { FileDownloadButton } from './FileDownloadButton';

const meta = {
  title: 'Components/FileDownloadButton',
  component: FileDownloadButton,
  args: { fileName: 'transfer receipt.png', onDownload: async (): Promise<boolean> => true },
  parameters: { layout: 'centered' },
  decorators: [inPageLandmark],
} satisfies Meta<typeof FileDownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads "Download transfer receipt.png" to screen readers. */
export const Ready: Story = {};

/** The download failed: the failure in words beside the button. */
export const Failed: Story = {
  args: { onDownload: async () => false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download transfer receipt.png' }));
  },
};
