import { defineMessages } from 'react-intl';
import { messageDescriptors } from '../i18n/message-descriptors';

/** Refusals every content administration form may hear from the service. */
export const contentAdminMessages = messageDescriptors(
  defineMessages({
    validToBeforeFrom: { id: 'valid_to_before_valid_from', defaultMessage: 'The end must not be before the start.' },
    textTooLong: { id: 'text_too_long', defaultMessage: 'At most {max} characters.' },
    unknownMarket: { id: 'unknown_content_target_market', defaultMessage: 'Choose markets from the list.' },
    fileTooLarge: { id: 'file_too_large', defaultMessage: 'This file is too large.' },
    fileEmpty: { id: 'file_empty', defaultMessage: 'This file is empty.' },
  }),
);
