import { DEMO_SALES_ORGANISATIONS, type DemoCustomer } from './demo-data';

export interface DemoCreditAccount {
  companyCode: string;
  currency: string;
  creditControl: string;
  creditLimit: string;
  openInvoice: string;
  openDeliveryOrder: string;
  consignment: string;
  reasonBlocked: 'limit_exceeded' | 'overdue_over_limit' | 'oldest_ar_blocked' | 'other_company_blocked' | null;
}

/** Generated dealers whose account is blocked, by serial, so the credit chip shows red for some picks. */
const BLOCKED_GENERATED_DEALERS: Record<number, DemoCreditAccount['reasonBlocked']> = {
  7: 'limit_exceeded',
  19: 'oldest_ar_blocked',
  33: 'overdue_over_limit',
  48: 'other_company_blocked',
};

/** Credit accounts written out by hand: the one-company dealer, the dealer with several companies and the US dealer. */
const NAMED_CREDIT_ACCOUNTS: Record<string, Omit<DemoCreditAccount, 'currency' | 'creditControl'>[]> = {
  '0000100001': [{ companyCode: 'ID01-1000', creditLimit: '500000000.00', openInvoice: '120500000.00', openDeliveryOrder: '35000000.00', consignment: '12000000.00', reasonBlocked: null }],
  '0000100002': [
    { companyCode: 'ID01-1000', creditLimit: '750000000.00', openInvoice: '310000000.00', openDeliveryOrder: '80000000.00', consignment: '25000000.00', reasonBlocked: null },
    { companyCode: 'ID01-2000', creditLimit: '200000000.00', openInvoice: '185000000.00', openDeliveryOrder: '12500000.00', consignment: '0.00', reasonBlocked: 'overdue_over_limit' },
    { companyCode: 'SG01-1000', creditLimit: '150000.00', openInvoice: '42350.75', openDeliveryOrder: '8200.50', consignment: '1500.00', reasonBlocked: null },
  ],
  US20000001: [{ companyCode: 'US01-1000', creditLimit: '250000.00', openInvoice: '61250.40', openDeliveryOrder: '18900.00', consignment: '0.00', reasonBlocked: null }],
};

function sorgOfCompany(companyCode: string): string {
  return companyCode.split('-')[0]!;
}

/** Whole currency units as a two-decimal amount. */
function amount(units: number): string {
  return `${units}.00`;
}

/**
 * The credit account of each company of a demo customer: written out for the named demo dealers, derived from
 * the serial for generated ones (a few of them blocked).
 */
export function demoCreditAccounts(customer: DemoCustomer): DemoCreditAccount[] {
  const currencyOf = (companyCode: string) => DEMO_SALES_ORGANISATIONS.find((sorg) => sorg.sorg === sorgOfCompany(companyCode))?.currency.display ?? 'IDR';
  const complete = (account: Omit<DemoCreditAccount, 'currency' | 'creditControl'>): DemoCreditAccount => ({
    ...account,
    currency: currencyOf(account.companyCode),
    creditControl: sorgOfCompany(account.companyCode),
  });
  const named = NAMED_CREDIT_ACCOUNTS[customer.r3];
  if (named) return named.map(complete);
  const serial = Number(customer.r3.slice(-5));
  const reasonBlocked = BLOCKED_GENERATED_DEALERS[serial] ?? null;
  return customer.companies.map((company) => {
    const limit = (100 + ((serial * 37) % 400)) * 1_000_000;
    const invoicePercent = reasonBlocked === 'limit_exceeded' ? 95 : (serial * 13) % 60;
    const deliveryPercent = reasonBlocked === 'limit_exceeded' ? 15 : (serial * 7) % 20;
    return complete({
      companyCode: company.code,
      creditLimit: amount(limit),
      openInvoice: amount((limit / 100) * invoicePercent),
      openDeliveryOrder: amount((limit / 100) * deliveryPercent),
      consignment: amount((serial % 4) * 2_500_000),
      reasonBlocked,
    });
  });
}
