import { calendarDayIn } from '../../../../application/service/invoices/business-day';
import { SORG_TIME_ZONES } from '../../invoices/invoices-settings.postgres';
import * as inv from '../../invoices/schema';
import type { Tx } from '../seed-helpers';
import { dealerInvoices, multicoInvoices, receivable, usDealerInvoices } from './invoices.data';

/** Writes the invoices of the demo dealers (open, paid, installments, credit notes) with their lines and items. */
export async function insertDemoInvoices(
  tx: Tx,
  options: { now: Date; dealerId: string; multicoId: string; usDealerId: string | undefined },
){
  const { now, dealerId, multicoId } = options;
  const today = calendarDayIn(now, SORG_TIME_ZONES.ID01!);
  const receivables = [
    ...dealerInvoices().map((spec) => receivable(spec, dealerId, today)),
    ...multicoInvoices().map((spec) => receivable(spec, multicoId, today)),
    ...(options.usDealerId ? usDealerInvoices().map((spec) => receivable(spec, options.usDealerId!, calendarDayIn(now, SORG_TIME_ZONES.US01!))) : []),
  ];
  const invoiceRows = await tx
    .insert(inv.invoices)
    .values(receivables.map((rows) => rows.invoice))
    .returning({ id: inv.invoices.id, invoiceNo: inv.invoices.invoiceNo });
  const invoiceId = new Map(invoiceRows.map((row) => [row.invoiceNo, row.id]));
  const lineRows = await tx
    .insert(inv.invoiceLines)
    .values(receivables.flatMap((rows) => rows.lines.map((line) => ({ ...line, invoiceId: invoiceId.get(rows.invoice.invoiceNo)! }))))
    .returning({ id: inv.invoiceLines.id, assignment: inv.invoiceLines.assignment, accountingNo: inv.invoiceLines.accountingNo, amount: inv.invoiceLines.accountingAmount });
  await tx.insert(inv.invoiceItems).values(receivables.flatMap((rows) => rows.items.map((item) => ({ ...item, invoiceId: invoiceId.get(rows.invoice.invoiceNo)! }))));
  return lineRows;
}

/** The invoice lines written, which payment requests cover by assignment and accounting number. */
export type SeededInvoiceLine = Awaited<ReturnType<typeof insertDemoInvoices>>[number];
