import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { maintenanceAcknowledged, selectMaintenance } from './connection-slice';

const messages = defineMessages({
  title: { id: 'maintenance_title', defaultMessage: 'The portal is under maintenance' },
  text: { id: 'maintenance_text', defaultMessage: 'You have been signed out. Please sign in again once the maintenance is over.' },
  ok: { id: 'maintenance_ok_btn', defaultMessage: 'OK' },
});

/** Says why a signed-in person was sent to the login page: the service is under maintenance (spec 000 §8). */
export function MaintenanceDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const maintenance = useAppSelector(selectMaintenance);
  return (
    <Dialog
      isOpen={maintenance !== null}
      role="alertdialog"
      tone="error"
      title={intl.formatMessage(messages.title)}
      actions={
        <Button onPress={() => dispatch(maintenanceAcknowledged())} autoFocus>
          {intl.formatMessage(messages.ok)}
        </Button>
      }
    >
      <p>{maintenance?.message ?? intl.formatMessage(messages.text)}</p>
    </Dialog>
  );
}
