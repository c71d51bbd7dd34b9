import type { Meta, StoryObj } from '@storybook/react-vite';
import { examplePaidInvoiceLine } from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { catalogueMeta, catalogueStory } from '../catalogue/testing/catalogue-stories';
import { invoicesStateWithDetails, paidInvoicesState } from './invoice-story-state';
import { PaidInvoicesPage } from './PaidInvoicesPage';

const PATH = '/invoice/invoice-list';

const meta = {
  title: 'Invoices/PaidInvoicesPage',
  component: PaidInvoicesPage,
  ...catalogueMeta(PATH, { store: { invoices: paidInvoicesState() } }),
} satisfies Meta<typeof PaidInvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The paid invoices of November 2026. */
export const Loaded: Story = {};

export const Empty: Story = catalogueStory(PATH, { store: { invoices: paidInvoicesState({ lines: [] }) } });

export const Loading: Story = catalogueStory(PATH, { store: { invoices: paidInvoicesState({ status: 'loading', lines: [] }) } });

export const Failed: Story = catalogueStory(PATH, { store: { invoices: paidInvoicesState({ status: 'failed', lines: [] }) } });

/** From after to, across a year end: each broken rule is named and nothing is listed. */
export const InvalidRange: Story = catalogueStory(PATH, {
  store: {
    invoices: paidInvoicesState({ range: { from: '2027-01-15', to: '2026-11-15' }, rangeErrors: ['from_after_to', 'different_years'] }),
  },
});

export const OverThirtyDays: Story = catalogueStory(PATH, {
  store: { invoices: paidInvoicesState({ range: { from: '2026-10-01', to: '2026-11-30' }, rangeErrors: ['range_over_30_days'] }) },
});

/** A paid invoice's details. */
export const DetailsDialog: Story = catalogueStory(PATH, {
  store: { invoices: { ...paidInvoicesState(), details: invoicesStateWithDetails({ status: 'idle' }, examplePaidInvoiceLine()).details } },
});

/** The paid invoice was e-mailed. */
export const EmailSent: Story = catalogueStory(PATH, {
  store: { invoices: { ...paidInvoicesState(), details: invoicesStateWithDetails({ status: 'sent' }, examplePaidInvoiceLine()).details } },
});
