/** Invoice and order numbers the tests and end-to-end scenarios rely on; each is described where it is made. */
export const DEMO_INVOICING_FIXTURES = {
  dealer: '0000100001',
  multico: '0000100002',
  /** The dealer's oldest open invoice, 45 days overdue: under `oldest` it must be paid first. */
  oldestInvoice: '9000100001',
  /** Overdue 20 days: allowed alone under `overdue`, refused alone under `oldest`. */
  secondOverdueInvoice: '9000100002',
  /** Overdue 10 days. */
  thirdOverdueInvoice: '9000100003',
  /** Due today (Due Now). */
  dueTodayInvoice: '9000100004',
  /** Due in 10 days: not overdue. */
  notOverdueInvoice: '9000100005',
  /** Three installments (due in 15, 45 and 75 days) with an early-payment discount and a freight allowance. */
  installmentInvoice: '9000100008',
  /** A credit note of the dealer, selected by its invoice number. */
  creditNote: '9100100001',
  /** Covered by a pending virtual-account payment request (Waiting For Payment). */
  waitingInvoice: '9000100009',
  /** Covered by a card payment on processing (Pending Payment). */
  pendingInvoice: '9000100010',
  /** The pending virtual-account request of the dealer and the card request on processing. */
  pendingRequest: '7000000001',
  processingRequest: '7000000002',
} as const;
