import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  exampleInvoiceCompanies,
  exampleInvoiceLine,
  exampleOpenInvoiceLines,
  InvoicesGatewayInMemory,
  invoicesGatewayAnswering,
} from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { catalogueMeta, catalogueStory, pending } from '../catalogue/testing/catalogue-stories';
import { exampleShellDealer } from '../shell/testing/frame-examples';
import { invoicesStateWithDetails, openInvoicesFilteredState } from './invoice-story-state';
import { OpenInvoicesPage } from './OpenInvoicesPage';

const PATH = '/invoice/open-invoice';

const withBeingPaid = exampleInvoiceCompanies([
  ...exampleOpenInvoiceLines(),
  exampleInvoiceLine({ invoiceNo: '9000100009', status: 'Waiting For Payment', statusGroup: 'waiting_for_payment', dueDate: '2026-11-17', overdue: -5, dueState: { key: 'overdue_days', days: 5 } }),
  exampleInvoiceLine({ invoiceNo: '9000100010', status: 'Pending Payment', statusGroup: 'pending_payment', dueDate: '2026-11-27', overdue: 5, dueState: { key: 'due_within_days', days: 30 } }),
  exampleInvoiceLine({ invoiceNo: '9000100004', dueDate: '2026-11-22', overdue: 0, dueState: { key: 'due_now', days: 0 } }),
]);

const meta = {
  title: 'Invoices/OpenInvoicesPage',
  component: OpenInvoicesPage,
  ...catalogueMeta(PATH),
} satisfies Meta<typeof OpenInvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example dealer's open invoices: one company, one credit customer, its ageing and average payment days. */
export const Loaded: Story = {};

/** Invoices a payment request covers are listed apart from the payable ones. */
export const WithInvoicesBeingPaid: Story = catalogueStory(PATH, { ports: { invoices: new InvoicesGatewayInMemory(withBeingPaid) } });

/** A large ledger: the service sends one page of lines at a time. */
export const ManyPages: Story = catalogueStory(PATH, {
  ports: { invoices: new InvoicesGatewayInMemory(exampleInvoiceCompanies(Array.from({ length: 35 }, (_, index) => exampleInvoiceLine({ invoiceNo: `90002000${String(index).padStart(2, '0')}` })))) },
});

/** Narrowed to the lines 1–30 days overdue whose number holds "1000": the filters stay while the dealer comes and goes. */
export const Filtered: Story = catalogueStory(PATH, { store: { invoices: openInvoicesFilteredState() } });

/** A user without the payment scope sees no Pay invoices link. */
export const WithoutPayment: Story = catalogueStory(PATH, {
  user: exampleShellDealer({ scopes: ['page.invoice-status', 'invoice-status.read', 'page.catalog'] }),
});

export const Empty: Story = catalogueStory(PATH, { ports: { invoices: new InvoicesGatewayInMemory([], { paymentDays: null }) } });

export const Loading: Story = catalogueStory(PATH, { ports: { invoices: invoicesGatewayAnswering(pending) } });

export const Failed: Story = catalogueStory(PATH, { ports: { invoices: invoicesGatewayAnswering(() => Promise.reject(new Error('offline'))) } });

/** An invoice's details: header facts, ledger lines and articles. */
export const DetailsDialog: Story = catalogueStory(PATH, { store: { invoices: invoicesStateWithDetails() } });

/** The invoice e-mail was sent. */
export const EmailSent: Story = catalogueStory(PATH, { store: { invoices: invoicesStateWithDetails({ status: 'sent' }) } });

/** The invoice e-mail was refused: the user has no e-mail address. */
export const EmailRefused: Story = catalogueStory(PATH, {
  store: { invoices: invoicesStateWithDetails({ status: 'failed', reasons: ['email_missing'] }) },
});
