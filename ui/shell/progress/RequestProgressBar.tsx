import type { CSSProperties } from 'react';
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_AFTER_MS, type ProgressState } from '../../../application/portal/shell/request-progress';
import { useAppSelector } from '../../store/hooks';
import { selectRequestProgress } from './progress-slice';
import '../shell-extras.css';

/**
 * The thin bar at the top of the window while requests run (spec 000 §2.11): it fills over five seconds, turns
 * red when a request fails, and fades once the last request ends. It only repeats what the page itself shows, so
 * assistive technology skips it.
 */
export function RequestProgressView({ state }: { state: ProgressState }) {
  const style = { '--progress-duration': `${PROGRESS_DURATION_MS}ms`, '--progress-hide': `${PROGRESS_HIDE_AFTER_MS}ms` } as CSSProperties;
  return (
    <div className="request-progress" data-phase={state.phase} data-failed={state.failed || undefined} style={style} aria-hidden="true">
      <div className="request-progress__bar" />
    </div>
  );
}

export function RequestProgressBar() {
  return <RequestProgressView state={useAppSelector(selectRequestProgress)} />;
}
