import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupsetPage } from './GroupsetPage';
import { catalogueMeta, catalogueStory, pending } from './testing/catalogue-stories';

const meta = {
  title: 'Catalogue/GroupsetPage',
  component: GroupsetPage,
  ...catalogueMeta('/catalog/groupset'),
} satisfies Meta<typeof GroupsetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groupsets: Story = {};

export const NoGroupsets: Story = catalogueStory('/catalog/groupset', { useCases: { loadGroupsets: async () => [] } });

export const Loading: Story = catalogueStory('/catalog/groupset', { useCases: { loadGroupsets: pending } });

export const Failed: Story = catalogueStory('/catalog/groupset', { useCases: { loadGroupsets: async () => null } });
