import type { Meta, StoryObj } from '@storybook/react-vite';
import { examplePaidInvoiceLine, InvoicesGatewayInMemory, invoicesGatewayAnswering } from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { invoicesStateWithDetails, paidInvoicesState } from './invoice-story-state';
import { PaidInvoicesPage } from './PaidInvoicesPage';

const PATH = '/invoice/invoice-list';

const meta = {
  title: 'Invoices/PaidInvoicesPage',
  component: PaidInvoicesPage,
  ...catalogueMeta(PATH),
} satisfies Meta<typeof PaidInvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The paid invoices of the 30 days up to the service's business day, 22 November 2026. */
export const Loaded: Story = {};

export const Empty: Story = catalogueStory(PATH, { ports: { invoices: new InvoicesGatewayInMemory(undefined, { paid: [] }) } });

export const Loading: Story = catalogueStory(PATH, { ports: { invoices: invoicesGatewayAnswering(pending) }, store: { invoices: paidInvoicesState() } });

export const Failed: Story = catalogueStory(PATH, {
  ports: { invoices: invoicesGatewayAnswering(() => Promise.reject(new Error('offline'))) },
  store: { invoices: paidInvoicesState() },
});

/** From after to, across a year end: each broken rule is named and nothing is listed. */
export const InvalidRange: Story = catalogueStory(PATH, { store: { invoices: paidInvoicesState({ from: '2027-01-15', to: '2026-11-15' }) } });

export const OverThirtyDays: Story = catalogueStory(PATH, { store: { invoices: paidInvoicesState({ from: '2026-10-01', to: '2026-11-30' }) } });

/** A paid invoice's details. */
export const DetailsDialog: Story = catalogueStory(PATH, { store: { invoices: invoicesStateWithDetails({ status: 'idle' }, examplePaidInvoiceLine()) } });

/** The paid invoice was e-mailed. */
export const EmailSent: Story = catalogueStory(PATH, { store: { invoices: invoicesStateWithDetails({ status: 'sent' }, examplePaidInvoiceLine()) } });
