import type { Meta, StoryObj } from '@storybook/react-vite';
import { inPageLandmark } from '../../.storybook/decorators';
import type { PortalStoryParameters } from '../../.storybook/preview';
import { exampleDealer } from '../../application/portal/session/example-users';
import { LandingPage } from './LandingPage';

function signedInAs(user: ReturnType<typeof exampleDealer>): PortalStoryParameters {
  return { store: { session: { status: 'signed-in', user, activeCustomer: null, signIn: { submitting: false, error: null }, endedOnRefusedPage: false } } };
}

const meta = {
  title: 'Session/LandingPage',
  component: LandingPage,
  parameters: signedInAs(exampleDealer()),
  decorators: [inPageLandmark],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active customer's name arrives from the service after the page shows. */
export const DealerWithCustomer: Story = {};

export const CustomerNameUnavailable: Story = {
  parameters: { ...signedInAs(exampleDealer()), useCases: { loadActiveCustomer: async () => null } },
};

export const SalesUserWithoutCustomer: Story = {
  parameters: signedInAs(exampleDealer({ name: 'Sari Wulandari', roles: ['salesman'], hasCustCode: false, salesActiveCustCode: null })),
};
