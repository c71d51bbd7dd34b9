import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsumerVoiceForm } from './ConsumerVoiceDialog';

const meta = {
  title: 'Shell/ConsumerVoiceDialog',
  component: ConsumerVoiceForm,
  args: { isOpen: true, onClose: fn(), onSend: fn(async (_notes: string): Promise<string | null> => null) },
} satisfies Meta<typeof ConsumerVoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialNotes: 'Great bikes.\nDelivery to Bali could be faster.' } };

/** Press SEND: the notes break the text rule, so the message shows instead of the confirmation. */
export const BreaksTextRule: Story = { args: { initialNotes: 'Call me on 0812 555 0101!' } };

/** The service refused the notes: its message shows under the field. */
export const RefusedByService: Story = {
  args: { initialNotes: 'Fine', onSend: fn(async (_notes: string): Promise<string | null> => 'Only letters, spaces and - . , / & : are allowed') },
};
