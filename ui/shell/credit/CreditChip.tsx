import { memo } from 'react';
import { Button, DialogTrigger, Link } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { SelectField } from '../../components/SelectField';
import { formatMoney } from '../../i18n/format-money';
import { useLocalePath } from '../../i18n/portal-locale';
import type { CreditView } from '../frame-facts';
import { CreditIcon } from '../icons';
import { PanelPopover } from '../panel-popover';

const messages = defineMessages({
  creditStatus: { id: 'credit_status', defaultMessage: 'Credit status' },
  balance: { id: 'credit_balance', defaultMessage: 'Credit Balance' },
  openToBuy: { id: 'open_to_buy', defaultMessage: 'Open to Buy' },
  creditLimit: { id: 'credit_limit', defaultMessage: 'Credit Limit' },
  company: { id: 'company', defaultMessage: 'Company' },
  usage: { id: 'credit_usage', defaultMessage: 'Credit usage' },
  openReceivables: { id: 'open_receivables', defaultMessage: 'Open receivables' },
  openDeliveryOrders: { id: 'open_delivery_orders', defaultMessage: 'Open delivery orders' },
  consignment: { id: 'consignment', defaultMessage: 'Consignment' },
  blockedReason: { id: 'blocked_reason', defaultMessage: 'Blocked reason' },
  blocked: { id: 'credit_blocked', defaultMessage: 'Credit blocked' },
  limit_exceeded: { id: 'limit_exceeded', defaultMessage: 'Credit limit exceeded' },
  overdue_over_limit: { id: 'overdue_over_limit', defaultMessage: 'Too many invoices overdue more than 30 days' },
  oldest_ar_blocked: { id: 'oldest_ar_blocked', defaultMessage: 'Oldest invoice overdue' },
  other_company_blocked: { id: 'other_company_blocked', defaultMessage: 'Blocked from another company' },
});

/**
 * The credit chip and its menu (spec 000 §2.9): the balance of the selected company, coloured red or green where
 * the host shows blocked reasons; the menu chooses the company and shows limit, usage and the blocked reason.
 */
export const CreditChip = memo(function CreditChip({
  credit,
  onChooseCompany,
  defaultOpen,
}: {
  credit: CreditView;
  onChooseCompany: (companyCode: string) => void;
  defaultOpen?: boolean;
}) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const locale = intl.locale;
  const { selected } = credit;
  const money = (amount: string) => formatMoney(amount, credit.currency, { currency: selected.currency, locale });
  const balanceLabel = intl.formatMessage(credit.openToBuy ? messages.openToBuy : messages.balance);
  const colourClass = credit.colour ? ` credit-chip--${credit.colour}` : '';

  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button className={`chip credit-chip${colourClass}`} aria-label={`${balanceLabel}: ${money(selected.balance)}`}>
        <CreditIcon />
        <span className="chip__label">{money(selected.balance)}</span>
        {credit.colour === 'red' && <span className="sr-only">{intl.formatMessage(messages.blocked)}</span>}
      </Button>
      <PanelPopover className="credit-menu" title={intl.formatMessage(messages.creditStatus)}>
        {credit.accounts.length > 1 && (
          <SelectField
            label={intl.formatMessage(messages.company)}
            options={credit.accounts.map((account) => ({ id: account.companyCode, label: account.companyName }))}
            value={selected.companyCode}
            onChange={(code) => {
              if (code) onChooseCompany(code);
            }}
          />
        )}
        {credit.accounts.length === 1 && <p className="credit-menu__company">{selected.companyName}</p>}
        <dl className="details-list">
          <div className={`details-list__row${colourClass}`}>
            <dt>{balanceLabel}</dt>
            <dd>{money(selected.balance)}</dd>
          </div>
          <div className="details-list__row">
            <dt>{intl.formatMessage(messages.creditLimit)}</dt>
            <dd>{money(selected.creditLimit)}</dd>
          </div>
        </dl>
        {credit.usage && (
          <section className="credit-menu__usage" aria-label={intl.formatMessage(messages.usage)}>
            <dl className="details-list">
              <div className="details-list__row">
                <dt>
                  <Link className="text-link" href={localePath('/invoice/open-invoice')}>
                    {intl.formatMessage(messages.openReceivables)}
                  </Link>
                </dt>
                <dd>{money(selected.openInvoice)}</dd>
              </div>
              <div className="details-list__row">
                <dt>{intl.formatMessage(messages.openDeliveryOrders)}</dt>
                <dd>{money(selected.openDeliveryOrder)}</dd>
              </div>
              <div className="details-list__row">
                <dt>{intl.formatMessage(messages.consignment)}</dt>
                <dd>{money(selected.consignment)}</dd>
              </div>
              {credit.blockedReason && (
                <div className="details-list__row details-list__row--alert">
                  <dt>{intl.formatMessage(messages.blockedReason)}</dt>
                  <dd>{intl.formatMessage(messages[credit.blockedReason])}</dd>
                </div>
              )}
            </dl>
          </section>
        )}
      </PanelPopover>
    </DialogTrigger>
  );
});
