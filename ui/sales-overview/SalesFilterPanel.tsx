import { useIntl } from 'react-intl';
import type { SalesOverviewFilterData } from '../../application/portal/sales-overview/ports';
import type { SalesOverviewCategory, SalesOverviewFilter } from '../../domain/sales-overview/sales-overview';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { salesOverviewMessages as messages } from './sales-overview-messages';

const CATEGORY_LABELS = { overview: messages.categoryOverview, bike: messages.categoryBike, paa: messages.categoryPaa } as const;

/**
 * The sales overview's filter (spec 001 §3): sales organisation, year, customer codes (all when none is chosen),
 * category, months, brands, merchandise categories, models and series, each offering what the dealer's invoices hold.
 */
export function SalesFilterPanel(props: { options: SalesOverviewFilterData; filter: SalesOverviewFilter; onChange: (change: Partial<SalesOverviewFilter>) => void; onReset: () => void }) {
  const intl = useIntl();
  const { options, filter, onChange } = props;
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 15), { month: 'long', timeZone: 'UTC' });
  const many = (label: string, values: readonly string[], choices: { id: string; label: string }[], change: (values: string[]) => void) => (
    <SelectField selectionMode="multiple" label={label} placeholder={intl.formatMessage(messages.all)} options={choices} value={values} onChange={change} />
  );
  return (
    <form className="sales-filter" aria-label={intl.formatMessage(messages.filter)} onSubmit={(event) => event.preventDefault()}>
      <SelectField label={intl.formatMessage(messages.sorg)} options={options.sorgs.map((sorg) => ({ id: sorg, label: sorg }))} value={filter.sorg} onChange={(sorg) => sorg && onChange({ sorg })} />
      <SelectField label={intl.formatMessage(messages.year)} options={options.years.map((year) => ({ id: String(year), label: String(year) }))} value={String(filter.year)} onChange={(year) => year && onChange({ year: Number(year) })} />
      {many(intl.formatMessage(messages.customer), filter.custCodes, options.customers.map((customer) => ({ id: customer.code, label: `${customer.code} ${customer.name}` })), (custCodes) => onChange({ custCodes }))}
      <SelectField
        label={intl.formatMessage(messages.category)}
        options={options.categories.map((category) => ({ id: category, label: intl.formatMessage(CATEGORY_LABELS[category]) }))}
        value={filter.category}
        onChange={(category) => category && onChange({ category: category as SalesOverviewCategory })}
      />
      {many(intl.formatMessage(messages.months), filter.months.map(String), options.months.map((month) => ({ id: String(month), label: monthName(month) })), (months) => onChange({ months: months.map(Number) }))}
      {many(intl.formatMessage(messages.brands), filter.brands, options.brands.map((brand) => ({ id: brand, label: brand })), (brands) => onChange({ brands }))}
      {many(intl.formatMessage(messages.merchandiseCategories), filter.merchandiseCategories, options.merchandiseCategories.map((option) => ({ id: option.key, label: option.label })), (merchandiseCategories) => onChange({ merchandiseCategories }))}
      {many(intl.formatMessage(messages.models), filter.models, options.models.map((option) => ({ id: option.key, label: option.label })), (models) => onChange({ models }))}
      {many(intl.formatMessage(messages.series), filter.series, options.series.map((series) => ({ id: series, label: series })), (series) => onChange({ series }))}
      <Button variant="secondary" onPress={props.onReset}>
        {intl.formatMessage(messages.reset)}
      </Button>
    </form>
  );
}
