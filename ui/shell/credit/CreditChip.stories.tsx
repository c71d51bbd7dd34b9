import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inPageLandmark } from '../../../.storybook/decorators';
import { exampleCreditAccount } from '../../../application/portal/credit/testing/credit-gateway.in-memory';
import { exampleCredit } from '../testing/frame-examples';
import { CreditChip } from './CreditChip';

const oneCompany = exampleCredit({ colour: 'green', accounts: [exampleCreditAccount()], selected: exampleCreditAccount() });
const blocked = exampleCredit();

const meta = {
  title: 'Shell/CreditChip',
  component: CreditChip,
  args: { credit: oneCompany, onChooseCompany: fn() },
  decorators: [inPageLandmark],
} satisfies Meta<typeof CreditChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = {};

export const OneCompanyMenu: Story = { args: { defaultOpen: true } };

/** Several companies: the company select; the chip is red as one company is blocked. */
export const SeveralCompaniesMenu: Story = { args: { defaultOpen: true, credit: blocked } };

export const BlockedCompanyMenu: Story = {
  args: { defaultOpen: true, credit: { ...blocked, selected: blocked.accounts[1]!, blockedReason: 'overdue_over_limit' } },
};

/** Hosts listed for it say Open to Buy; without the usage switch the menu shows balance and limit only. */
export const OpenToBuyWithoutUsage: Story = {
  args: { defaultOpen: true, credit: { ...oneCompany, openToBuy: true, usage: false, colour: null } },
};

/** An account in another currency than the host's. */
export const ForeignCurrency: Story = {
  args: {
    credit: {
      ...oneCompany,
      selected: exampleCreditAccount({ companyCode: 'SG01-1000', companyName: 'Velocita Singapore Pte. Ltd.', currency: 'SGD', balance: '98149.25' }),
    },
  },
};
