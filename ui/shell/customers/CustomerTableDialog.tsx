import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { PickableCustomer } from '../../../application/portal/customers/ports';
import { Spinner } from '../../components/Spinner';
import { commonMessages } from '../../i18n/common-messages';
import { PickerFrame, PickerPagination, pickerMessages, shownCode, type CustomerPickerViewProps } from './picker-parts';

/**
 * The older customer picker (NEW_CUSTOMER_SELECTION_LIST off): a table of 10 customers a page, one chosen with
 * its radio button and confirmed with Apply.
 */
export function CustomerTableDialog(props: CustomerPickerViewProps) {
  const intl = useIntl();
  const { search, activeCode, showGroup } = props;
  const [chosen, setChosen] = useState<PickableCustomer | null>(null);
  const notAvailable = intl.formatMessage(pickerMessages.notAvailable);

  return (
    <PickerFrame {...props} className="dialog customer-picker customer-picker--table">
      <div className="table-scroll">
        <table className="customer-table" aria-busy={search.status === 'loading'}>
          <caption className="sr-only">{intl.formatMessage(pickerMessages.customers)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(pickerMessages.choose)}</th>
              <th scope="col">{intl.formatMessage(pickerMessages.name)}</th>
              <th scope="col">{intl.formatMessage(pickerMessages.code)}</th>
              <th scope="col">{intl.formatMessage(pickerMessages.address)}</th>
              <th scope="col">{intl.formatMessage(pickerMessages.email)}</th>
              {showGroup && <th scope="col">{intl.formatMessage(pickerMessages.group)}</th>}
            </tr>
          </thead>
          <tbody>
            {search.items.map((customer) => {
              const current = customer.code.r3 === activeCode;
              return (
                <tr key={customer.id} className={current ? 'customer-table__row--current' : undefined}>
                  <td>
                    <input
                      type="radio"
                      name="customer"
                      value={customer.id}
                      aria-label={customer.name}
                      checked={chosen?.id === customer.id}
                      onChange={() => setChosen(customer)}
                    />
                  </td>
                  <td>
                    {customer.name}
                    {current && <span className="tag">{intl.formatMessage(pickerMessages.current)}</span>}
                  </td>
                  <td>{shownCode(customer)}</td>
                  <td>{[customer.address, customer.city].filter(Boolean).join(', ')}</td>
                  <td>{customer.email}</td>
                  {showGroup && <td>{customer.customerGroup ?? notAvailable}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
        {search.items.length === 0 &&
          (search.status === 'loading' ? (
            <Spinner label={intl.formatMessage(commonMessages.loading)} />
          ) : (
            <p className="customer-list__empty">{intl.formatMessage(pickerMessages.noCustomers)}</p>
          ))}
      </div>
      <PickerPagination search={search} onPage={props.onPage} />
      <div className="dialog__actions">
        {props.dismissable && (
          <Button className="button button--secondary" onPress={props.onClose}>
            {intl.formatMessage(pickerMessages.close)}
          </Button>
        )}
        <Button
          className="button button--primary"
          isDisabled={!chosen}
          onPress={() => {
            if (chosen) props.onPick(chosen);
          }}
        >
          {intl.formatMessage(pickerMessages.apply)}
        </Button>
      </div>
    </PickerFrame>
  );
}
