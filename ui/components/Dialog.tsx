import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface DialogProps {
  isOpen: boolean;
  title: string;
  children?: ReactNode;
  /** Buttons under the content, in reading order. */
  actions?: ReactNode;
  /** alertdialog for messages that interrupt the person and need an answer. */
  role?: 'dialog' | 'alertdialog';
  tone?: 'neutral' | 'error';
}

/**
 * A modal dialog that only its own actions close: the shell's dialogs report states (a lost connection, a page
 * that must reload) that a click outside or Escape must not wave away.
 */
export function Dialog({ isOpen, title, children, actions, role = 'dialog', tone = 'neutral' }: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className="dialog-overlay">
      <Modal className={`dialog dialog--${tone}`}>
        <AriaDialog role={role} className="dialog__body">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {children}
          {actions && <div className="dialog__actions">{actions}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
