/**
 * The narrowest widths, in CSS pixels with a cell's padding, at which the portal's kinds of column read well: a
 * DataTable column's `minWidth`. Text and headings wrap between words, so each fits the longest word or unbreakable
 * value of its kind (measured in Chromium with the portal's fonts), with a little to spare for other languages.
 */
export const COLUMN_WIDTHS = {
  /** A ten-digit order, delivery or request number. */
  documentNumber: 130,
  /** An invoice number, with its installment under it. */
  invoiceNumber: 140,
  /** A customer's PO number. */
  reference: 130,
  /** A carrier's tracking number as a link. */
  trackingNumber: 170,
  /** A bank or virtual account number, up to sixteen digits. */
  accountNumber: 190,
  /** A day, "04 Nov 2026", under a heading such as "Estimated delivery" with its sort arrow. */
  date: 130,
  /** A day and a time, on two lines where needed. */
  dateTime: 120,
  /** An amount with its currency, "Rp 89.150.000", which never breaks. */
  amount: 150,
  /** A quantity with its unit, "12 EA", or a count. */
  quantity: 96,
  /** A status in plain words, "Open", "Waiting For Payment". */
  status: 100,
  /** A status chip, "On Processing". */
  statusChip: 160,
  /** A long status chip: "Awaiting Confirmation", "Need Confirmation", "Due in more than 30 days". */
  longStatusChip: 230,
  /** A name: a customer, a payer, a company, a carrier, a payment method. */
  name: 150,
  /** An article's name over its code. */
  article: 180,
  /** An address on at most two lines. */
  address: 200,
  /** Buttons that name their row, "Void payment of 4500000001". */
  rowActions: 280,
} as const;
