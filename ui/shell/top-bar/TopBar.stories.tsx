import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { exampleCredit, exampleFrameFacts, NO_FRAME_ACTIONS } from '../testing/frame-examples';
import { TopBar } from './TopBar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: { facts: exampleFrameFacts(), actions: { ...NO_FRAME_ACTIONS, openCustomerPicker: fn(), chooseLanguage: fn(), logout: fn() } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dealer acting for their own customer: customer chip, languages, cart badge, green credit chip and profile. */
export const Dealer: Story = {};

/** A sales user before picking a customer: the chip asks for one; no credit without a customer. */
export const SalesUserWithoutCustomer: Story = {
  args: { facts: exampleFrameFacts({ customerChip: { activeCode: null, customer: null, canChange: true }, credit: null }) },
};

/** A dealer whose credit is blocked at one of several companies: the chip turns red. */
export const CreditBlocked: Story = { args: { facts: exampleFrameFacts({ credit: exampleCredit() }) } };

/** The second brand: Preview Pages button and the Open to Buy wording. */
export const PreviewAndOpenToBuy: Story = {
  args: {
    facts: exampleFrameFacts({
      previewUrl: 'https://preview.trailmark.example',
      credit: exampleCredit({ colour: null, openToBuy: true, blockedReason: null }),
    }),
  },
};

/** A Product or guest user: no cart button, no customer, no credit. */
export const GuestUser: Story = {
  args: { facts: exampleFrameFacts({ cartBadge: null, customerChip: null, credit: null, canSendConsumerVoice: false }) },
};
