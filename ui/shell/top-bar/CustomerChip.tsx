import { memo } from 'react';
import { Button, DialogTrigger } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { displayCustomerCode } from '../../../domain/customers/customer-code';
import type { CustomerChipView } from '../frame-facts';
import { StoreIcon } from '../icons';
import { PanelPopover, useClosePanel } from '../panel-popover';

const messages = defineMessages({
  selectCustomer: { id: 'select_customer', defaultMessage: 'Select customer' },
  details: { id: 'customer_details', defaultMessage: 'Customer details' },
  name: { id: 'customer_name', defaultMessage: 'Name' },
  code: { id: 'customer_code', defaultMessage: 'Customer code' },
  address: { id: 'customer_address', defaultMessage: 'Address' },
  city: { id: 'customer_city', defaultMessage: 'City' },
  email: { id: 'customer_email', defaultMessage: 'E-mail' },
  phone: { id: 'customer_phone', defaultMessage: 'Phone' },
  group: { id: 'customer_group', defaultMessage: 'Customer group' },
  notAvailable: { id: 'not_available', defaultMessage: 'N/A' },
  changeCustomer: { id: 'change_customer', defaultMessage: 'Change customer' },
});

const chipMessages = defineMessages<{ label: { name: string; code: string } }>({
  label: { id: 'customer_chip_label', defaultMessage: 'Customer {name}, {code}' },
});

function ChangeCustomerButton({ onOpenPicker }: { onOpenPicker: () => void }) {
  const intl = useIntl();
  const close = useClosePanel();
  return (
    <Button
      className="button button--secondary"
      onPress={() => {
        close();
        onOpenPicker();
      }}
    >
      {intl.formatMessage(messages.changeCustomer)}
    </Button>
  );
}

/**
 * The customer chip (spec 000 §2.8): without a selected customer it opens the picker; with one it opens the
 * customer's details, and a change of customer when there is more than one to choose from.
 */
export const CustomerChip = memo(function CustomerChip({ chip, onOpenPicker, defaultOpen }: { chip: CustomerChipView; onOpenPicker: () => void; defaultOpen?: boolean }) {
  const intl = useIntl();
  if (!chip.activeCode) {
    return (
      <Button className="chip" onPress={onOpenPicker}>
        <StoreIcon />
        <span className="chip__label">{intl.formatMessage(messages.selectCustomer)}</span>
      </Button>
    );
  }

  const code = displayCustomerCode(chip.activeCode);
  const name = chip.customer?.name ?? code;
  const dash = intl.formatMessage(messages.notAvailable);
  const rows: [string, string][] = [
    [intl.formatMessage(messages.name), chip.customer?.name ?? dash],
    [intl.formatMessage(messages.code), code],
    [intl.formatMessage(messages.address), chip.customer?.address ?? dash],
    [intl.formatMessage(messages.city), chip.customer?.city ?? dash],
    [intl.formatMessage(messages.email), chip.customer?.email ?? dash],
    [intl.formatMessage(messages.phone), chip.customer?.phone ?? dash],
    [intl.formatMessage(messages.group), chip.customer?.customerGroup ?? dash],
  ];

  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button className="chip" aria-label={intl.formatMessage(chipMessages.label, { name, code })}>
        <StoreIcon />
        <span className="chip__label">{name}</span>
        <span className="chip__code">{code}</span>
      </Button>
      <PanelPopover className="customer-card" title={intl.formatMessage(messages.details)}>
        <dl className="details-list">
          {rows.map(([term, value]) => (
            <div key={term} className="details-list__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {chip.canChange && <ChangeCustomerButton onOpenPicker={onOpenPicker} />}
      </PanelPopover>
    </DialogTrigger>
  );
});
