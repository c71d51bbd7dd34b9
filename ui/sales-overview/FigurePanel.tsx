import { Suspense, useId, useState, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { salesOverviewMessages as messages } from './sales-overview-messages';

export type FigureView = 'chart' | 'table';

/**
 * A panel of the sales figures: its title, a choice between the chart and a table of the same numbers (for
 * keyboard and screen-reader users, and for anyone who would rather read), and the export of what it shows.
 */
export function FigurePanel(props: { title: string; chart: ReactNode; table: ReactNode; onExport?: () => void; exporting?: boolean; before?: ReactNode; initialView?: FigureView }) {
  const intl = useIntl();
  const headingId = useId();
  const [view, setView] = useState<FigureView>(props.initialView ?? 'chart');
  return (
    <section className="sales-panel" aria-labelledby={headingId}>
      <header className="sales-panel__header">
        <h2 id={headingId}>{props.title}</h2>
        <div className="sales-panel__actions">
          <ToggleButtonGroup
            aria-label={intl.formatMessage(messages.showAs, { title: props.title })}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[view]}
            onSelectionChange={(keys) => setView([...keys][0] as FigureView)}
            className="sales-panel__views"
          >
            <ToggleButton id="chart" className="sales-panel__view">{intl.formatMessage(messages.showChart)}</ToggleButton>
            <ToggleButton id="table" className="sales-panel__view">{intl.formatMessage(messages.showTable)}</ToggleButton>
          </ToggleButtonGroup>
          {props.onExport && (
            <Button variant="secondary" onPress={props.onExport} isDisabled={props.exporting}>
              {intl.formatMessage(messages.export)}
            </Button>
          )}
        </div>
      </header>
      {props.before}
      {view === 'chart' ? (
        <figure className="sales-panel__chart" aria-label={intl.formatMessage(messages.chartOf, { title: props.title })}>
          <Suspense fallback={<Spinner label={intl.formatMessage(messages.loading)} />}>{props.chart}</Suspense>
        </figure>
      ) : (
        props.table
      )}
    </section>
  );
}
