import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { matchRoute } from '../../../domain/navigation/routes';
import { exampleFrameFacts, NO_FRAME_ACTIONS } from '../testing/frame-examples';
import { MobileHeader } from './MobileHeader';

const meta = {
  title: 'Shell/MobileHeader',
  component: MobileHeader,
  args: {
    facts: exampleFrameFacts({ mobileHeaderHeight: 50, cartQuantityFeature: false }),
    actions: NO_FRAME_ACTIONS,
    match: matchRoute('/')!,
    searchOpen: false,
    onToggleSearch: fn(),
    onOpenDrawer: fn(),
  },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof MobileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page: menu button and brand, one 50 px row. */
export const Brand: Story = {};

/** A list page: its title and the search button. */
export const ListWithSearch: Story = { args: { match: matchRoute('/order/open-order')! } };

export const SearchOpen: Story = { args: { match: matchRoute('/order/open-order')!, searchOpen: true } };

/** A detail page: back arrow instead of the menu button; a long title is cut at 36 characters. */
export const DetailWithBackArrow: Story = { args: { match: matchRoute('/admin/marketing-material/category/7/edit')! } };

/** A visit form named by its id. */
export const VisitFormId: Story = { args: { match: matchRoute('/visit-form/wim/VF-2027-0042')! } };

/** CART_COUNT_TOTAL_QTY with the customer chip: 100 px. */
export const CustomerRow: Story = {
  args: { facts: exampleFrameFacts({ mobileHeaderHeight: 100, credit: null }), match: matchRoute('/order')! },
};

/** And the credit chip or Preview Pages: 140 px. */
export const ThreeRows: Story = { args: { facts: exampleFrameFacts({ mobileHeaderHeight: 140 }), match: matchRoute('/order')! } };
