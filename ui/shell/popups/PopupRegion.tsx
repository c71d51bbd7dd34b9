import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Toast } from '../../components/Toast';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { popupDismissed, selectPopups, type Popup } from './popup-slice';

/** How long a pop-up stays before it closes by itself: longer for errors, which people need time to take in. */
export const POPUP_DURATION_MS = { info: 6_000, error: 10_000 } as const;

function PopupItem({ popup }: { popup: Popup }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(popupDismissed(popup.id)), POPUP_DURATION_MS[popup.tone]);
    return () => clearTimeout(timer);
  }, [dispatch, popup.id, popup.tone]);
  return (
    <li>
      <Toast tone={popup.tone} onClose={() => dispatch(popupDismissed(popup.id))}>
        {intl.formatMessage(popup.message as Parameters<typeof intl.formatMessage>[0], popup.values)}
      </Toast>
    </li>
  );
}

/** The pop-up messages of the shell (spec 000 §8), stacked at the top of the screen. */
export function PopupRegion() {
  const popups = useAppSelector(selectPopups);
  if (popups.length === 0) return null;
  return (
    <ul className="popup-region">
      {popups.map((popup) => (
        <PopupItem key={popup.id} popup={popup} />
      ))}
    </ul>
  );
}
