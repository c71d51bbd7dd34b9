import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../../.storybook/decorators';
import type { PortalStoryParameters } from '../../../.storybook/preview';
import { consumerVoiceMessages } from '../consumer-voice/consumer-voice-thunks';
import type { Popup } from './popup-slice';
import { PopupRegion } from './PopupRegion';

function withPopups(...popups: Popup[]): PortalStoryParameters {
  return { store: { popups: { popups } } };
}

const meta = {
  title: 'Shell/PopupRegion',
  component: PopupRegion,
  decorators: [inPageLandmark],
} satisfies Meta<typeof PopupRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { parameters: withPopups({ id: 'p1', tone: 'info', message: consumerVoiceMessages.sent }) };

export const Failure: Story = { parameters: withPopups({ id: 'p2', tone: 'error', message: consumerVoiceMessages.failed }) };

export const Stacked: Story = {
  parameters: withPopups(
    { id: 'p1', tone: 'info', message: consumerVoiceMessages.sent },
    { id: 'p2', tone: 'error', message: consumerVoiceMessages.failed },
  ),
};
