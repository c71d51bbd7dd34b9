import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileGatewayInMemory } from '../../application/portal/profile/testing/profile-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { EditProfilePage } from './EditProfilePage';

const meta = {
  title: 'Profile/EditProfilePage',
  component: EditProfilePage,
  ...catalogueMeta('/user/edit-profile'),
} satisfies Meta<typeof EditProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example dealer's details, notification choices and the empty password fields. */
export const Loaded: Story = {};

/** The profile on its way. */
export const Loading: Story = catalogueStory('/user/edit-profile', { ports: { profile: Object.assign(new ProfileGatewayInMemory(), { ownProfile: () => pending() }) } });

/** The profile could not be read: the page offers to try again. */
export const LoadFailed: Story = catalogueStory('/user/edit-profile', { ports: { profile: Object.assign(new ProfileGatewayInMemory(), { ownProfile: () => Promise.reject(new Error('offline')) }) } });

