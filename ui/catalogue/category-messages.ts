import { defineMessages } from 'react-intl';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The catalogues' names as page titles and links, and what the list page says of a catalogue that does not exist. */
export const categoryMessages = messageDescriptors(defineMessages({
  bike: { id: 'catalogue_title_bike', defaultMessage: 'Bikes' },
  paa: { id: 'catalogue_title_paa', defaultMessage: 'Parts and accessories' },
  unknown: { id: 'catalogue_unknown_category', defaultMessage: 'This catalog does not exist' },
  backToCatalogue: { id: 'back_to_catalogue', defaultMessage: 'Back to the catalog' },
}));
