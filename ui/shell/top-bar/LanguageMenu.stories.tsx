import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inPageLandmark } from '../../../.storybook/decorators';
import { exampleHostConfig } from '../testing/frame-examples';
import { LanguageMenu } from './LanguageMenu';

const meta = {
  title: 'Shell/LanguageMenu',
  component: LanguageMenu,
  args: { languages: exampleHostConfig().languages, active: 'en-us', onChoose: fn() },
  decorators: [inPageLandmark],
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Compact: Story = { args: { compact: true } };
