/** The payment-request operations and answer shapes the invoice-payment integration tests send and read. */
const REQUEST_FIELDS = `id orderNumber amount status { id description } isPartialPayment totalBeforeDiscount earlyPaymentDiscount freightAllowance
  paymentMethodDiscount positiveInvoiceNumbers negativeInvoiceNumbers accountingNumbers virtualAccountNo externalId instrument expiredDate
  waiting uploaded failed voided completed failureReason paymentDocs { id kind fileName contentType size }`;
export const CREATE = `mutation Create($input: CreateInvoicePaymentRequestInput!) {
  createInvoicePaymentRequestV3(input: $input) {
    message { status description } userErrors { field message values { name value } } replayed
    totals { totalBeforeDiscount earlyPaymentDiscount freightAllowance paymentMethodDiscount totalDiscount toPay isPartial incompleteInvoices }
    paymentRequest { ${REQUEST_FIELDS} }
  }
}`;
export const PAYMENTS = `query Payments($sorg: String) { payments(sorg: $sorg) { type immediate paymentMerchants { id merchant paymentDiscount } } }`;
export const OPEN_INVOICES = `query Open { openInvoiceV5 { companyCode creditCustomers { payerCode invoices { invoiceNo assignment accountingAmount status statusGroup } } } }`;
export const APPROVE = `mutation Approve($orderNumber: String!) { approvePayment(orderNumber: $orderNumber) { message { status description } userErrors { field message } paymentRequest { ${REQUEST_FIELDS} } } }`;
export const VOID = `mutation Void($orderNumber: String!) { voidPayment(orderNumber: $orderNumber) { message { status description } userErrors { field message } paymentRequest { ${REQUEST_FIELDS} } } }`;
export const TOKENIZE = `mutation Tokenize($paymentId: ID!, $info: PaymentInformationInput!) {
  tokenizePayment(paymentId: $paymentId, paymentInformation: $info) { message { status } userErrors { field message } token { token type brand last4 display } }
}`;
export const SAVED = `query Saved { savedPayments { id display type brand last4 paymentMerchant { id merchant payment { id type } } } }`;
export const LOOKUP = `query Lookup($payerCode: String!, $invoiceNos: [String!]!) { paymentRequestByPayerAndInvoiceNos(payerCode: $payerCode, invoiceNos: $invoiceNos) { orderNumber status { id } virtualAccountNo expiredDate } }`;
export const LIST = `query List($statuses: [String!], $from: String, $to: String) { paymentRequests(statuses: $statuses, from: $from, to: $to) { total items { orderNumber status { id description } } } }`;
export const UPLOAD = `mutation Upload($id: ID!, $file: File!) { uploadPayment(id: $id, file: $file) { message { status } userErrors { field message values { name value } } document { id kind fileName contentType size downloadUrl } paymentRequest { status { id } paymentDocs { id kind } } } }`;
export const UPLOAD_DOC = `mutation Upload($id: ID!, $file: File!) { uploadPaymentDoc(id: $id, file: $file) { message { status } userErrors { field message values { name value } } document { id kind fileName contentType } } }`;
export const DELETE_DOC = `mutation Delete($id: ID!) { deletePaymentDoc(id: $id) { message { status } userErrors { field message } paymentRequest { paymentDocs { id } } } }`;

export type UserError = { field: string[]; message: string; values: { name: string; value: string }[] };
export type PaymentRequest = {
  id: string;
  orderNumber: string;
  amount: string;
  status: { id: string; description: string };
  isPartialPayment: boolean;
  totalBeforeDiscount: string;
  earlyPaymentDiscount: string;
  freightAllowance: string;
  paymentMethodDiscount: string;
  positiveInvoiceNumbers: string[];
  negativeInvoiceNumbers: string[];
  accountingNumbers: string[];
  virtualAccountNo: string | null;
  externalId: string | null;
  instrument: string | null;
  failureReason: string | null;
  waiting: boolean;
  voided: boolean;
  completed: boolean;
  paymentDocs: { id: string; kind: string }[];
};
export type Created = {
  createInvoicePaymentRequestV3: {
    message: { status: boolean; description: string };
    userErrors: UserError[];
    replayed: boolean;
    totals: { totalBeforeDiscount: string; earlyPaymentDiscount: string; freightAllowance: string; paymentMethodDiscount: string; toPay: string; isPartial: boolean; incompleteInvoices: string[] } | null;
    paymentRequest: PaymentRequest | null;
  };
};
