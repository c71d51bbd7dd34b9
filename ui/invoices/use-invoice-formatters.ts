import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { formatMoney } from '../i18n/format-money';
import { usePortalLocale } from '../i18n/portal-locale';
import { MISSING_VALUE, useFormatDate } from '../i18n/use-formatters';
import { selectHostConfig } from '../shell/config-slice';
import { useAppSelector } from '../store/hooks';
import { dueStateMessages, invoiceMessages, statusMessages } from './invoices-messages';

/** How the invoice views write amounts, calendar days, due states, statuses and installments. */
export function useInvoiceFormatters() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const host = useAppSelector(selectHostConfig)?.currency ?? DEFAULT_CURRENCY;
  // Calendar days, written in UTC so that no time zone moves them to another day.
  const dates = useFormatDate('UTC');

  const money = useCallback((amount: string, currency: string) => formatMoney(amount, host, { currency, locale }), [host, locale]);
  const day = useCallback((calendarDay: string | null) => (calendarDay ? dates.date(`${calendarDay}T00:00:00Z`) : MISSING_VALUE), [dates]);
  const dueState = (line: Pick<InvoiceLine, 'dueState'>) => intl.formatMessage(dueStateMessages[line.dueState.key], { days: line.dueState.days });
  const status = (line: Pick<InvoiceLine, 'status' | 'statusGroup'>) =>
    line.statusGroup === 'other' ? (line.status ?? MISSING_VALUE) : intl.formatMessage(statusMessages[line.statusGroup]);
  const installment = (line: Pick<InvoiceLine, 'installment'>, count: number | null) =>
    line.installment === null
      ? null
      : count
        ? intl.formatMessage(invoiceMessages.installment, { number: line.installment, count })
        : intl.formatMessage(invoiceMessages.installmentNumber, { number: line.installment });
  return { money, day, dueState, status, installment };
}
