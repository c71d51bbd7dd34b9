import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupsetPage } from './GroupsetPage';
import { commerceMeta, commerceStory, pending } from './testing/commerce-stories';

const meta = {
  title: 'Catalogue/GroupsetPage',
  component: GroupsetPage,
  ...commerceMeta('/catalog/groupset'),
} satisfies Meta<typeof GroupsetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groupsets: Story = {};

export const NoGroupsets: Story = commerceStory('/catalog/groupset', { useCases: { loadGroupsets: async () => [] } });

export const Loading: Story = commerceStory('/catalog/groupset', { useCases: { loadGroupsets: pending } });

export const Failed: Story = commerceStory('/catalog/groupset', { useCases: { loadGroupsets: async () => null } });
