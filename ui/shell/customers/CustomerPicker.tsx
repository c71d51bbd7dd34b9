import { memo, useEffect, useState } from 'react';
import type { PickableCustomer } from '../../../application/portal/customers/ports';
import type { RouteMeta } from '../../../domain/navigation/routes';
import { useLocalePath } from '../../i18n/portal-locale';
import { selectUser } from '../../session/session-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHostConfig } from '../config-slice';
import { useShellEnvironment } from '../shell-environment';
import { customerPicked, customerSearchStarted, type RunningCustomerSearch } from '../shell-thunks';
import { CustomerListDialog } from './CustomerListDialog';
import { customerPickerClosed, selectCustomerPickerRequested, selectCustomerPicking, selectCustomerSearch } from './customer-slice';
import { CustomerTableDialog } from './CustomerTableDialog';

/**
 * The customer picker of the frame (spec 000 §2.8): open when the person asks for it, or by itself (and then not
 * closable) on a page that needs a customer. A pick reloads the page, or opens the catalogue on catalogue pages.
 */
export const CustomerPicker = memo(function CustomerPicker({ route, forced }: { route: RouteMeta; forced: boolean }) {
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const environment = useShellEnvironment();
  const requested = useAppSelector(selectCustomerPickerRequested);
  const search = useAppSelector(selectCustomerSearch);
  const picking = useAppSelector(selectCustomerPicking);
  const config = useAppSelector(selectHostConfig);
  const user = useAppSelector(selectUser);
  const isOpen = forced || requested;
  const [running, setRunning] = useState<RunningCustomerSearch | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    const started = dispatch(customerSearchStarted());
    setRunning(started);
    return () => {
      started.stop();
      setRunning(null);
    };
  }, [dispatch, isOpen]);

  const onPick = (customer: PickableCustomer) => {
    void dispatch(customerPicked(customer.code, route)).then((after) => {
      if (!after) return;
      if (after.next === 'reload') environment.reloadPage();
      else environment.openPage(localePath(after.path));
    });
  };

  const Variant = config?.features.includes('NEW_CUSTOMER_SELECTION_LIST') ? CustomerListDialog : CustomerTableDialog;
  return (
    <Variant
      isOpen={isOpen}
      dismissable={!forced}
      onClose={() => dispatch(customerPickerClosed())}
      search={search}
      activeCode={user?.salesActiveCustCode ?? null}
      showGroup={config?.custGroupOnCustSelect ?? false}
      picking={picking}
      onSearch={(term) => running?.search(term)}
      onPage={(page) => running?.showPage(page)}
      onPageSize={(limit) => running?.showPageSize(limit)}
      onPick={onPick}
    />
  );
});
