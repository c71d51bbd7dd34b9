import { useState } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { BatchRunProgress } from '../../application/portal/catalogue-analysis/product-batch-run';
import type { ProductBatchResult, ProductKey } from '../../application/portal/catalogue-analysis/ports';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { TextField } from '../components/TextField';
import { useAppDispatch } from '../store/hooks';
import { analysisMessages, keyText } from './catalogue-analysis-messages';
import { productAttributesUpdated, productsDeleted } from './catalogue-analysis-thunks';

/** How far the last run of batches is, and what failed in it. */
function BatchProgress({ progress, failures }: { progress: BatchRunProgress; failures: readonly ProductBatchResult[] }) {
  const intl = useIntl();
  return (
    <div className="catalogue-analysis__progress">
      <ProgressBar className="catalogue-analysis__bar" value={progress.done} maxValue={Math.max(progress.total, 1)} valueLabel={intl.formatMessage(analysisMessages.progressValue, { done: progress.done, total: progress.total })}>
        {({ percentage, valueText }) => (
          <>
            <Label>{intl.formatMessage(analysisMessages.progress)}</Label>
            <span className="catalogue-analysis__bar-value">{valueText}</span>
            <div className="catalogue-analysis__bar-track">
              <div className="catalogue-analysis__bar-fill" style={{ inlineSize: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <ol className="catalogue-analysis__batches" aria-live="polite">
        {progress.batches.map((batch, index) => (
          <li key={index}>{intl.formatMessage(analysisMessages.batch, { number: index + 1, ...batch })}</li>
        ))}
      </ol>
      {failures.length > 0 && (
        <details>
          <summary>{intl.formatMessage(analysisMessages.failures)}</summary>
          <ul>
            {failures.map((failure) => (
              <li key={`${failure.sorg}-${failure.articleCode}`}>
                {failure.articleCode}: {keyText(intl, failure.description)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * The changes an administrator can make to the analysed articles: allow or block ordering, mark or end a new-arrival
 * window, or remove them from the sales organisation. Each is sent a batch at a time with a progress bar and the
 * outcome of every batch; a failing batch does not stop the others.
 */
export function ProductChanges({ products, sorg }: { products: readonly ProductKey[]; sorg: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<BatchRunProgress | null>(null);
  const [failures, setFailures] = useState<ProductBatchResult[]>([]);
  const [running, setRunning] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const run = async (send: (onProgress: (each: BatchRunProgress) => void) => Promise<ProductBatchResult[]>) => {
    setRunning(true);
    setFailures([]);
    const results = await send(setProgress);
    setFailures(results.filter((result) => !result.status));
    setRunning(false);
  };
  const update = (attribute: { allowOrder?: boolean; newArrival?: { from: string | null; to: string | null; active: boolean } }) =>
    run((onProgress) => dispatch(productAttributesUpdated(products.map((product) => ({ ...product, ...attribute })), onProgress)));

  return (
    <section className="catalogue-analysis__changes" aria-labelledby="catalogue-analysis-changes">
      <h2 id="catalogue-analysis-changes">{intl.formatMessage(analysisMessages.changes, { count: products.length })}</h2>
      <div className="catalogue-analysis__buttons">
        <Button isDisabled={running} onPress={() => void update({ allowOrder: true })}>{intl.formatMessage(analysisMessages.allowOrder)}</Button>
        <Button isDisabled={running} variant="secondary" onPress={() => void update({ allowOrder: false })}>{intl.formatMessage(analysisMessages.blockOrder)}</Button>
      </div>
      <div className="catalogue-analysis__buttons">
        <TextField type="date" label={intl.formatMessage(analysisMessages.newArrivalFrom)} value={from} onChange={setFrom} />
        <TextField type="date" label={intl.formatMessage(analysisMessages.newArrivalTo)} value={to} onChange={setTo} />
        <Button isDisabled={running} onPress={() => void update({ newArrival: { from: from || null, to: to || null, active: true } })}>{intl.formatMessage(analysisMessages.markNewArrival)}</Button>
        <Button isDisabled={running} variant="secondary" onPress={() => void update({ newArrival: { from: null, to: null, active: false } })}>{intl.formatMessage(analysisMessages.unmarkNewArrival)}</Button>
      </div>
      <div className="catalogue-analysis__buttons">
        <Button isDisabled={running} variant="secondary" onPress={() => setConfirming(true)}>{intl.formatMessage(analysisMessages.delete)}</Button>
      </div>
      <ConfirmDialog
          isOpen={confirming}
          title={intl.formatMessage(analysisMessages.delete)}
          message={intl.formatMessage(analysisMessages.confirmDelete, { count: products.length, sorg })}
          onConfirm={() => {
            setConfirming(false);
            void run((onProgress) => dispatch(productsDeleted(products, onProgress)));
          }}
          onCancel={() => setConfirming(false)}
        />
      {progress && <BatchProgress progress={progress} failures={failures} />}
    </section>
  );
}
