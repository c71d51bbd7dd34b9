import { useContext, useId, type ReactNode } from 'react';
import { OverlayTriggerStateContext, Popover } from 'react-aria-components';

/**
 * The panel of a chip or menu button: a pop-over that is itself the dialog, named by its heading, so everything
 * in it, the hidden dismiss buttons included, belongs to the dialog.
 */
export function PanelPopover({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Popover className={`shell-popover ${className}`} placement="bottom end" offset={10} aria-labelledby={titleId}>
      <div className="shell-popover__body">
        <h2 id={titleId} className="shell-popover__title">
          {title}
        </h2>
        {children}
      </div>
    </Popover>
  );
}

/** Closes the panel the caller sits in. */
export function useClosePanel(): () => void {
  const state = useContext(OverlayTriggerStateContext);
  return () => state?.close();
}
