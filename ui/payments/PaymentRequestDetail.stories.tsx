import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { examplePaymentRequests } from '../../application/portal/payments/testing/payment-requests-gateway.in-memory';
import { paymentRequestActions } from '../../application/portal/payments/payment-request-rules';
import { catalogueMeta } from '../catalogue/testing/catalogue-stories';
import { PaymentRequestDetailView } from './PaymentRequestDetail';

const requests = examplePaymentRequests();
const pendingRequest = requests[0]!;
const onProcessing = requests[1]!;
const complete = requests[2]!;
const failed = requests[3]!;
const dealerScopes = ['page.payment-request'];
const adminScopes = ['page.payment-request', 'page.orderlist'];

const meta = {
  title: 'Payment requests/PaymentRequestDetail',
  component: PaymentRequestDetailView,
  ...catalogueMeta('/payment'),
  args: {
    request: pendingRequest,
    actions: paymentRequestActions(pendingRequest, dealerScopes),
    busy: null,
    confirming: null,
    notice: null,
    onUpload: fn(),
    onDownload: fn(async () => true),
    onConfirmRequested: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PaymentRequestDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending virtual-account request: how to pay, upload a receipt or a document, void. */
export const Pending: Story = {};

/** On processing with a receipt and a supporting document, seen by an administrator who may approve it. */
export const WithDocuments: Story = { args: { request: onProcessing, actions: paymentRequestActions(onProcessing, adminScopes) } };

/** Complete, with its early-payment discount and freight allowance: nothing left to do. */
export const Complete: Story = { args: { request: complete, actions: paymentRequestActions(complete, dealerScopes) } };

/** Failed: the reason in words. */
export const Failed: Story = { args: { request: failed, actions: paymentRequestActions(failed, dealerScopes) } };

export const Uploading: Story = { args: { busy: 'receipt' } };

/** The service refused a file: its reasons in words. */
export const UploadErrors: Story = {
  args: { notice: { tone: 'error', messages: ['The file is larger than 5 MB', 'Only PDF, PNG or JPEG files can be uploaded'] } },
};

export const Uploaded: Story = {
  args: {
    request: onProcessing,
    actions: paymentRequestActions(onProcessing, dealerScopes),
    notice: { tone: 'info', messages: ['transfer-receipt.pdf is uploaded.'] },
  },
};

export const ConfirmVoid: Story = { args: { confirming: { kind: 'void' } } };

export const ConfirmApprove: Story = { args: { request: onProcessing, actions: paymentRequestActions(onProcessing, adminScopes), confirming: { kind: 'approve' } } };

export const ConfirmDeleteDocument: Story = {
  args: { request: onProcessing, actions: paymentRequestActions(onProcessing, dealerScopes), confirming: { kind: 'delete', document: onProcessing.documents[1]! } },
};
