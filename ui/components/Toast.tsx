import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import './components.css';
import './data-table.css';

const messages = defineMessages({
  close: { id: 'close_popup', defaultMessage: 'Close message' },
});

/** info: blue, for news the person may read at leisure; error: red, for something that went wrong. */
export type ToastTone = 'info' | 'error';

export interface ToastProps {
  tone: ToastTone;
  children: ReactNode;
  onClose?: () => void;
}

/**
 * A pop-up message (spec 000 §8: blue for success, red for failure). An error is an alert that screen readers
 * announce at once; an info is a polite status.
 */
export function Toast({ tone, children, onClose }: ToastProps) {
  const intl = useIntl();
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`toast toast--${tone}`}>
      <span className="toast__icon" aria-hidden="true">
        {tone === 'error' ? '!' : 'i'}
      </span>
      <div className="toast__text">{children}</div>
      {onClose && (
        <Button className="toast__close" aria-label={intl.formatMessage(messages.close)} onPress={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </Button>
      )}
    </div>
  );
}
