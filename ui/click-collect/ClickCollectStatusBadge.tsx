import { useIntl } from 'react-intl';
import type { ClickCollectStatus } from '../../domain/orders/click-collect';
import { statusMessages } from './click-collect-messages';
import './click-collect.css';

/** A status in words on a colour of its own, so a list can be scanned by status at a glance. */
export function ClickCollectStatusBadge({ status }: { status: ClickCollectStatus }) {
  const intl = useIntl();
  return <span className={`click-collect__badge click-collect__badge--${status}`}>{intl.formatMessage(statusMessages[status])}</span>;
}
