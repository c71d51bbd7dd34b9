import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SalesAreaRegion } from '../../application/portal/sales-area/ports';
import { REGION_CATEGORY_COLOURS, regionCategoryLabel, UNCATEGORISED_LABEL } from '../../domain/sales-area/region-category';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { regionCategoriesChanged, useSalesAreaMapsQuery } from './sales-area-api';
import { salesAreaMessages as messages, salesAreaRefusalText } from './sales-area-messages';
import { SalesAreaMapDrawing } from './SalesAreaMapDrawing';
import './sales-area.css';

type Feedback = { tone: 'info' | 'error'; text: string };

/**
 * The map of the sales areas (/sales-area): the regions of a sales organisation of the user's areas, coloured by
 * category, with a legend and a table of the same regions; users who may maintain the map choose categories there.
 */
export function SalesAreaPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const maps = useSalesAreaMapsQuery();
  const [chosenSorg, setChosenSorg] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const title = intl.formatMessage(routeTitleMessages['route_title_sales-area']);
  const regions = maps.data?.regions ?? [];
  const sorgs = [...new Set(regions.map((region) => region.sorg))];
  const sorg = chosenSorg && sorgs.includes(chosenSorg) ? chosenSorg : (sorgs[0] ?? null);
  const shown = regions.filter((region) => region.sorg === sorg);
  const categoryText = (category: string | null) => (category === null ? intl.formatMessage(messages.tbd) : regionCategoryLabel(category));

  async function changeCategory(region: SalesAreaRegion, category: string | null) {
    if (!category || category === region.category) return;
    setBusy(region.id);
    const outcome = await dispatch(regionCategoriesChanged([{ regionId: region.id, category }]));
    setBusy(null);
    setFeedback(outcome.ok ? { tone: 'info', text: intl.formatMessage(messages.saved, { region: region.name, category }) } : { tone: 'error', text: salesAreaRefusalText(intl, outcome.error[0]!) });
  }

  const columns: DataTableColumn<SalesAreaRegion>[] = [
    { id: 'region', header: intl.formatMessage(messages.region), isRowHeader: true, cell: (region) => region.name, priority: 'essential' },
    {
      id: 'category',
      header: intl.formatMessage(messages.category),
      priority: 'essential',
      minWidth: 160,
      cell: (region) =>
        maps.data?.canUpdate ? (
          <SelectField
            label={intl.formatMessage(messages.categoryOf, { region: region.name })}
            placeholder={intl.formatMessage(messages.tbd)}
            options={maps.data.categories.map((category) => ({ id: category, label: category }))}
            value={region.category}
            onChange={(category) => void changeCategory(region, category)}
            isDisabled={busy !== null}
          />
        ) : (
          categoryText(region.category)
        ),
    },
  ];

  if (maps.isLoading) return <AreaFrame title={title}><Spinner label={intl.formatMessage(commonMessages.loading)} /></AreaFrame>;
  if (maps.isError) {
    return (
      <AreaFrame title={title}>
        <EmptyState type="custom" title={intl.formatMessage(messages.listFailed)} action={<Button onPress={() => void maps.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />
      </AreaFrame>
    );
  }
  return (
    <AreaFrame title={title}>
      <div className="sales-area">
        {feedback && (
          <Toast tone={feedback.tone} onClose={() => setFeedback(null)}>
            {feedback.text}
          </Toast>
        )}
        {sorgs.length === 0 && <EmptyState type="noData" title={intl.formatMessage(messages.empty)} />}
        {sorgs.length > 1 && (
          <SelectField label={intl.formatMessage(messages.sorg)} options={sorgs.map((id) => ({ id, label: id }))} value={sorg} onChange={(id) => setChosenSorg(id)} />
        )}
        {sorg && (
          <div className="sales-area__layout">
            <figure className="sales-area__figure">
              <SalesAreaMapDrawing regions={shown} label={intl.formatMessage(messages.map, { sorg })} />
              <figcaption>
                <ul className="sales-area__legend" aria-label={intl.formatMessage(messages.legend)}>
                  {Object.entries(REGION_CATEGORY_COLOURS).map(([category, colour]) => (
                    <li key={category}>
                      <span className="sales-area__swatch" style={{ background: colour }} aria-hidden="true" />
                      {category === UNCATEGORISED_LABEL ? intl.formatMessage(messages.tbd) : category}
                    </li>
                  ))}
                </ul>
              </figcaption>
            </figure>
            <DataTable label={intl.formatMessage(messages.table)} columns={columns} rows={shown} rowKey={(region) => region.id} rowLabel={(region) => region.name} />
          </div>
        )}
      </div>
    </AreaFrame>
  );
}
