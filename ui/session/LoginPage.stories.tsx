import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortalStoryParameters } from '../../.storybook/preview';
import { completeHostConfig } from '../../domain/config/host-config';
import type { SessionSliceState } from './session-slice';
import { LoginPage } from './LoginPage';

const anonymous: SessionSliceState = { status: 'anonymous', user: null, activeCustomer: null, signIn: { submitting: false, error: null }, endedOnRefusedPage: false };

function withSession(session: Partial<SessionSliceState>): PortalStoryParameters {
  return { route: '/en-us/login', store: { session: { ...anonymous, ...session } } };
}

const meta = {
  title: 'Session/LoginPage',
  component: LoginPage,
  parameters: withSession({}),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const WithBrand: Story = {
  parameters: {
    ...withSession({}),
    store: {
      session: anonymous,
      config: { host: completeHostConfig({ host: 'dealer.example', brandName: 'Polygon', sorg: '1000', webTitle: 'Polygon Dealer Portal' }, {}) },
    },
  },
};

/** A host that offers the forgotten-password reset (config forgotPassword): the form links to it. */
export const WithForgotPassword: Story = {
  parameters: {
    ...withSession({}),
    store: { session: anonymous, config: { host: completeHostConfig({ host: 'dealer.example', brandName: 'Polygon', sorg: '1000', webTitle: 'Polygon Dealer Portal' }, { forgotPassword: true }) } },
  },
};

export const Submitting: Story = { parameters: withSession({ signIn: { submitting: true, error: null } }) };

export const LoginFailed: Story = { parameters: withSession({ signIn: { submitting: false, error: { kind: 'login_failed' } } }) };

export const MissingFields: Story = {
  parameters: withSession({
    signIn: { submitting: false, error: { kind: 'invalid', fields: { username: { key: 'required' }, password: { key: 'required' } } } },
  }),
};

export const TooManyAttempts: Story = {
  parameters: withSession({ signIn: { submitting: false, error: { kind: 'too_many_attempts', retryAfterSeconds: 60 } } }),
};
