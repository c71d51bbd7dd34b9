import { Button, ListBox, ListBoxItem, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Spinner } from '../../components/Spinner';
import { commonMessages } from '../../i18n/common-messages';
import { PickerFrame, PickerPagination, pickerMessages, shownCode, type CustomerPickerViewProps } from './picker-parts';

/**
 * The customer picker as a list (NEW_CUSTOMER_SELECTION_LIST): search, the current customer highlighted, each
 * customer with name, code, address, e-mail and optionally its group; pages of 10, 25 or 50.
 */
export function CustomerListDialog(props: CustomerPickerViewProps) {
  const intl = useIntl();
  const { search, activeCode, showGroup } = props;
  const notAvailable = intl.formatMessage(pickerMessages.notAvailable);
  return (
    <PickerFrame {...props} className="dialog customer-picker">
      <ListBox
        className="customer-list"
        aria-label={intl.formatMessage(pickerMessages.customers)}
        aria-busy={search.status === 'loading'}
        items={search.items}
        onAction={(key) => {
          const picked = search.items.find((customer) => customer.id === key);
          if (picked) props.onPick(picked);
        }}
        renderEmptyState={() =>
          search.status === 'loading' ? (
            <Spinner label={intl.formatMessage(commonMessages.loading)} />
          ) : (
            <p className="customer-list__empty">{intl.formatMessage(pickerMessages.noCustomers)}</p>
          )
        }
      >
        {(customer) => {
          const current = customer.code.r3 === activeCode;
          return (
            <ListBoxItem
              id={customer.id}
              textValue={customer.name}
              className={`customer-option${current ? ' customer-option--current' : ''}`}
            >
              <Text slot="label" className="customer-option__name">
                {customer.name} <span className="customer-option__code">{shownCode(customer)}</span>
                {current && <span className="tag">{intl.formatMessage(pickerMessages.current)}</span>}
              </Text>
              <Text slot="description" className="customer-option__details">
                {[customer.address, customer.city, customer.email].filter(Boolean).join(' · ')}
                {showGroup && ` · ${intl.formatMessage(pickerMessages.group)}: ${customer.customerGroup ?? notAvailable}`}
              </Text>
            </ListBoxItem>
          );
        }}
      </ListBox>
      <PickerPagination search={search} onPage={props.onPage} onPageSize={props.onPageSize} />
      {props.dismissable && (
        <div className="dialog__actions">
          <Button className="button button--secondary" onPress={props.onClose}>
            {intl.formatMessage(pickerMessages.close)}
          </Button>
        </div>
      )}
    </PickerFrame>
  );
}
