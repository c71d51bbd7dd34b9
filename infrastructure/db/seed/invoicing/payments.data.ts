/** Payment methods offered in every sales organisation, with the rates that earn a payment-method discount. */
export const DEMO_PAYMENT_METHODS = [
  { type: 'ACH', description: 'ACH bank debit', sortOrder: 1, merchant: 'sandbox-ach', rate: '0.01', instruction: 'Your bank account is debited within one business day.' },
  { type: 'Credit Card', description: 'Credit card', sortOrder: 2, merchant: 'sandbox-card', rate: '0', instruction: 'Your card is charged at once.' },
  { type: 'Virtual Account', description: 'Bank transfer to a virtual account', sortOrder: 3, merchant: 'sandbox-va', rate: '0.005', instruction: 'Transfer the exact amount to the virtual account number within 24 hours, then upload the receipt.' },
];
