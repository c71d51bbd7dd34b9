import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortalStoryParameters } from '../../.storybook/preview';
import { onRoute } from '../catalogue/testing/catalogue-stories';
import { anonymousSession } from '../testing/session-state';
import { SetPasswordPage } from './SetPasswordPage';

function at(route: string): PortalStoryParameters {
  return { route, store: { session: anonymousSession() } };
}

const meta = {
  title: 'Profile/SetPasswordPage',
  component: SetPasswordPage,
  decorators: [onRoute('/set-password')],
  parameters: at('/en-us/set-password#token=example-token'),
} satisfies Meta<typeof SetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the e-mailed link: the new password, its rules and its confirmation. */
export const Form: Story = {};

/** Opened without the link's token. */
export const WithoutLink: Story = { parameters: at('/en-us/set-password') };
