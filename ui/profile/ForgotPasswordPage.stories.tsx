import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortalStoryParameters } from '../../.storybook/preview';
import { PasswordLinkGatewayInMemory } from '../../application/portal/profile/testing/profile-gateway.in-memory';
import { onRoute } from '../catalogue/testing/catalogue-stories';
import { exampleHostConfig } from '../shell/testing/frame-examples';
import { anonymousSession } from '../testing/session-state';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function onHost(forgotPassword: boolean, ports: PortalStoryParameters['ports'] = {}): PortalStoryParameters {
  return { route: '/en-us/forgot-password', ports, store: { session: anonymousSession(), config: { host: exampleHostConfig({ forgotPassword }) } } };
}

const meta = {
  title: 'Profile/ForgotPasswordPage',
  component: ForgotPasswordPage,
  decorators: [onRoute('/forgot-password')],
  parameters: onHost(true),
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request form on a host that offers the reset. */
export const Form: Story = {};

/** A host that does not offer the reset: support is the way. */
export const NotOffered: Story = { parameters: onHost(false) };

/** A network that asked too often: sending answers how long to wait. */
export const TooManyRequests: Story = { parameters: onHost(true, { passwordLinks: new PasswordLinkGatewayInMemory(undefined, true) }) };
