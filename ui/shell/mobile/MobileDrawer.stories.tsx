import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleFrameFacts, NO_FRAME_ACTIONS } from '../testing/frame-examples';
import { MobileDrawer } from './MobileDrawer';

const meta = {
  title: 'Shell/MobileDrawer',
  component: MobileDrawer,
  args: { facts: exampleFrameFacts(), actions: NO_FRAME_ACTIONS, isOpen: true, onOpenChange: fn() },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header holds the chips: the drawer has the menu, settings, language, consumer voice and logout. */
export const Open: Story = {};

/** Without CART_COUNT_TOTAL_QTY the header is one row, so the chips move into the drawer. */
export const WithChips: Story = { args: { facts: exampleFrameFacts({ mobileHeaderHeight: 50, cartQuantityFeature: false }) } };
