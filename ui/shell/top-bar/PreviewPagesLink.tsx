import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  previewPages: { id: 'preview_pages', defaultMessage: 'Preview Pages' },
  newWindow: { id: 'opens_new_window', defaultMessage: '(opens in a new window)' },
});

/** Opens the host's external preview site in a new window. */
export function PreviewPagesLink({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <a className="chip chip--plain" href={href} target="_blank" rel="noopener noreferrer">
      <span className="chip__label">{intl.formatMessage(messages.previewPages)}</span>
      <span className="sr-only">{intl.formatMessage(messages.newWindow)}</span>
    </a>
  );
}
