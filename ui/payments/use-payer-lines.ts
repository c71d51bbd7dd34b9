import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import type { PaymentPayer } from '../../application/portal/payments/payment-screen';
import type { InvoiceSelection } from '../../domain/invoices/selection';
import { useOpenInvoiceLinesQuery, usePaymentSelectionFactsQuery } from '../invoices/invoices-api';
import { PAYER_LINES_PAGE_SIZE, payerLineQueries } from './payer-line-queries';

/** One page of a payer's lines on the payment screen, and how to turn it. */
export interface PayerLinePage {
  rows: readonly InvoiceLine[];
  total: number;
  page: number;
  turnTo: (page: number) => void;
}

/**
 * The payer's lines as the payment screen needs them: a page of the payable lines and one of those being paid, as
 * the service pages them, and the lines the selection is judged over: the current selection's facts (asked again
 * whenever the selection changes) with the payable lines on show. `checking` holds while the facts of the current
 * selection are on their way: until then the verdict may be a step behind, so nothing is submitted.
 */
export function usePayerLines(payer: PaymentPayer, selection: InvoiceSelection) {
  const [payablePage, setPayablePage] = useState(1);
  const [apartPage, setApartPage] = useState(1);
  const queries = payerLineQueries(payer, selection, { payable: payablePage, apart: apartPage });
  const payable = useOpenInvoiceLinesQuery(queries.payable);
  const apart = useOpenInvoiceLinesQuery(queries.apart ?? skipToken);
  const facts = usePaymentSelectionFactsQuery(queries.facts);
  const judged = useMemo(() => {
    const byId = new Map([...(facts.data ?? []), ...(payable.data?.items ?? [])].map((line) => [line.id, line]));
    return [...byId.values()];
  }, [facts.data, payable.data]);
  return {
    payable: { rows: payable.data?.items ?? [], total: payable.data?.total ?? 0, page: payablePage, turnTo: setPayablePage } satisfies PayerLinePage,
    apart: { rows: apart.data?.items ?? [], total: apart.data?.total ?? 0, page: apartPage, turnTo: setApartPage } satisfies PayerLinePage,
    loading: payable.isLoading || apart.isLoading || facts.isLoading,
    failed: payable.isError || facts.isError,
    judged,
    checking: facts.isFetching || facts.currentData === undefined,
    pageSize: PAYER_LINES_PAGE_SIZE,
  };
}
