import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ClaimRecord, ClaimStatus, ClaimWorkflow } from '../../application/portal/claims/claim-records-ports';
import { allowedNextStatuses, CLAIM_REASON_MAX_LENGTH, type ClaimCustomerCategory } from '../../domain/claims/claim-workflow';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import { Button } from '../components/Button';
import { TextAreaField } from '../components/TextAreaField';
import { useFormatDate } from '../i18n/use-formatters';
import { useAppDispatch } from '../store/hooks';
import { claimRefusalText, claimsMessages as messages } from './claims-messages';
import { claimStatusMoved } from './claims-thunks';
import { ClaimSection, type ClaimFeedback } from './ClaimSection';
import { ClaimStatusBadge } from './ClaimStatusBadge';

/**
 * The claim's status and a button for each status the workflow rule lets this user move it to now, with the reason
 * field the moves into a rejection or "not a warranty case" need. A refusal (the rule's or the service's) shows
 * at the reason field or above the buttons.
 */
export function ClaimStatusControls({ claim, workflow, custCategory, onFeedback }: { claim: ClaimRecord; workflow: ClaimWorkflow; custCategory: ClaimCustomerCategory; onFeedback: (feedback: ClaimFeedback) => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UserError | null>(null);
  const targets = allowedNextStatuses(workflow.capabilities, { productCategory: claim.kind, custCategory, fromStatusId: claim.status.id }).flatMap(
    (id) => workflow.statuses.find((status) => status.id === id) ?? [],
  );
  const needingReason = targets.filter((status) => status.needsReason);
  const refusalText = refusal ? claimRefusalText(intl, refusal, 'failed_update_claim_status') : null;
  const atReason = refusal !== null && fieldPath(refusal) === 'reason';

  async function move(target: ClaimStatus) {
    setBusy(true);
    setRefusal(null);
    const outcome = await dispatch(claimStatusMoved(claim, workflow, custCategory, target.id, reason));
    setBusy(false);
    if (!outcome.ok) return setRefusal(outcome.error[0]!);
    setReason('');
    onFeedback({ tone: 'info', text: intl.formatMessage(messages.moved, { status: target.description }) });
  }

  return (
    <ClaimSection title={intl.formatMessage(messages.workflow)} className="claim-workflow">
      <p>{intl.formatMessage(messages.currentStatus, { status: <ClaimStatusBadge key="status" status={claim.status} /> })}</p>
      {targets.length === 0 ? (
        <p>{intl.formatMessage(messages.noMove)}</p>
      ) : (
        <div className="claim-workflow__moves">
          <TextAreaField
            label={intl.formatMessage(messages.reason)}
            description={needingReason.length > 0 ? intl.formatMessage(messages.reasonNeededFor, { statuses: needingReason.map((status) => status.description).join(', ') }) : undefined}
            value={reason}
            onChange={setReason}
            maxLength={CLAIM_REASON_MAX_LENGTH}
            rows={3}
            errorMessage={atReason ? refusalText : null}
          />
          {refusal && !atReason && (
            <p role="alert" className="claim-form-error">
              {refusalText}
            </p>
          )}
          <div className="claim-workflow__buttons">
            {targets.map((target) => (
              <Button key={target.id} variant={target.needsReason ? 'secondary' : 'primary'} isDisabled={busy} onPress={() => void move(target)}>
                {intl.formatMessage(messages.moveTo, { status: target.description })}
              </Button>
            ))}
          </div>
        </div>
      )}
    </ClaimSection>
  );
}

/** Every move of the claim, oldest first: who moved it, when, from which status to which, and why. */
export function ClaimHistoryList({ claim, statuses }: { claim: ClaimRecord; statuses: readonly ClaimStatus[] }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const nameOf = (id: string) => statuses.find((status) => status.id === id)?.description ?? id;
  return (
    <ClaimSection title={intl.formatMessage(messages.history)}>
      <ol className="claim-history">
        {claim.histories.map((entry) => (
          <li key={`${entry.changedAt}-${entry.toStatusId}`}>
            <strong>
              {entry.fromStatusId
                ? intl.formatMessage(messages.historyEntry, { from: nameOf(entry.fromStatusId), to: nameOf(entry.toStatusId) })
                : intl.formatMessage(messages.historyFirst, { to: nameOf(entry.toStatusId) })}
            </strong>
            <span>{intl.formatMessage(messages.historyBy, { name: entry.changedBy, date: dates.dateTime(entry.changedAt) })}</span>
            {entry.reason && <span>{intl.formatMessage(messages.historyReason, { reason: entry.reason })}</span>}
          </li>
        ))}
      </ol>
    </ClaimSection>
  );
}
