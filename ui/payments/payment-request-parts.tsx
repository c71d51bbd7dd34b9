import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentStatus } from '../../domain/payments/payment-status';
import { formatMoney } from '../i18n/format-money';
import { usePortalLocale } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { selectHostConfig } from '../shell/config-slice';
import { useAppSelector } from '../store/hooks';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { paymentStatusMessages } from './payment-request-messages';
import './payment-requests.css';

/** The status as a coloured badge; the colour repeats the word, never replaces it. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const intl = useIntl();
  return <span className={`payment-status payment-status--${status.replace('_', '-')}`}>{intl.formatMessage(paymentStatusMessages[status])}</span>;
}

/** Amounts in the request's currency with the host's format, points in time with the host's patterns, file sizes. */
export function usePaymentRequestFormats() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const dates = useFormatDate();
  const host = useAppSelector(selectHostConfig)?.currency ?? DEFAULT_CURRENCY;
  const money = useCallback((amount: string, currency: string) => formatMoney(amount, host, { currency, locale }), [host, locale]);
  const size = useCallback(
    (bytes: number) => intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }),
    [intl],
  );
  return useMemo(() => ({ money, size, dateTime: dates.dateTime }), [money, size, dates]);
}

