import { defineMessages, type IntlShape } from 'react-intl';
import type { UserError } from '../../domain/shared/user-error';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the sales-area map. */
export const salesAreaMessages = messageDescriptors(
  defineMessages({
    map: { id: 'sales_area_map', defaultMessage: 'Map of the regions of {sorg}, coloured by category' },
    sorg: { id: 'sales_area_sorg', defaultMessage: 'Sales organisation' },
    legend: { id: 'sales_area_legend', defaultMessage: 'Categories' },
    table: { id: 'sales_area_table', defaultMessage: 'Regions and their categories' },
    region: { id: 'sales_area_region', defaultMessage: 'Region' },
    category: { id: 'sales_area_category', defaultMessage: 'Category' },
    categoryOf: { id: 'sales_area_category_of', defaultMessage: 'Category of {region}' },
    tbd: { id: 'sales_area_tbd', defaultMessage: 'TBD' },
    listFailed: { id: 'sales_area_failed', defaultMessage: 'The sales area map could not be loaded.' },
    empty: { id: 'sales_area_empty', defaultMessage: 'No region is drawn for your sales organisations yet.' },
    saved: { id: 'success_update_sales_area_categories', defaultMessage: 'The category of {region} is now {category}.' },
  }),
);

const refusalMessages = messageDescriptors(
  defineMessages({
    failed_update_sales_area_categories: { id: 'failed_update_sales_area_categories', defaultMessage: 'The category could not be changed.' },
    sales_area_category_region_required: { id: 'sales_area_category_region_required', defaultMessage: 'Please insert category, region id.' },
    sales_area_invalid_category: { id: 'sales_area_invalid_category', defaultMessage: 'Invalid region category.' },
    sales_area_region_not_found: { id: 'sales_area_region_not_found', defaultMessage: 'This region is not in your sales organisations.' },
  }),
);

/** The text of a refusal; a key this area does not know reads as the failure to change. */
export function salesAreaRefusalText(intl: IntlShape, error: UserError): string {
  const known = refusalMessages[error.message as keyof typeof refusalMessages];
  return intl.formatMessage(known ?? refusalMessages.failed_update_sales_area_categories, error.values);
}
