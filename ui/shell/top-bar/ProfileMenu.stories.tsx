import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inPageLandmark } from '../../../.storybook/decorators';
import { exampleHostConfig } from '../testing/frame-examples';
import { ProfileMenu } from './ProfileMenu';

const meta = {
  title: 'Shell/ProfileMenu',
  component: ProfileMenu,
  args: {
    userName: 'Budi Santoso',
    canEditProfile: true,
    canSendConsumerVoice: true,
    languages: exampleHostConfig().languages,
    activeLanguage: 'en-us',
    onChooseLanguage: fn(),
    onOpenConsumerVoice: fn(),
    onLogout: fn(),
  },
  decorators: [inPageLandmark],
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** A user without profile.update or consumer-voice.submit: logout and language only. */
export const MinimalScopes: Story = { args: { defaultOpen: true, canEditProfile: false, canSendConsumerVoice: false } };

export const NobodySignedIn: Story = { args: { userName: null } };
