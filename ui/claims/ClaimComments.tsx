import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ClaimComment } from '../../application/portal/claims/claim-records-ports';
import { CLAIM_COMMENT_MAX_LENGTH } from '../../domain/claims/claim-comment';
import { Button } from '../components/Button';
import { TextAreaField } from '../components/TextAreaField';
import { useFormatDate } from '../i18n/use-formatters';
import { useAppDispatch } from '../store/hooks';
import { claimRefusalText, claimsMessages as messages } from './claims-messages';
import { claimCommented } from './claims-thunks';
import { ClaimSection, type ClaimFeedback } from './ClaimSection';

/** The comments of the dealer and the reviewers, oldest first, and the form to add one (a comment is required). */
export function ClaimComments({ claimId, comments, onFeedback }: { claimId: string; comments: readonly ClaimComment[]; onFeedback: (feedback: ClaimFeedback) => void }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const dispatch = useAppDispatch();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await dispatch(claimCommented(claimId, comment));
    setBusy(false);
    if (!outcome.ok) return setRefusal(claimRefusalText(intl, outcome.error[0]!, 'failed_claim_comment'));
    setRefusal(null);
    setComment('');
    onFeedback({ tone: 'info', text: intl.formatMessage(messages.commented) });
  }

  return (
    <ClaimSection title={intl.formatMessage(messages.comments)}>
      {comments.length === 0 ? (
        <p>{intl.formatMessage(messages.noComments)}</p>
      ) : (
        <ol className="claim-comments">
          {comments.map((entry) => (
            <li key={entry.id}>
              <span className="claim-comments__by">{intl.formatMessage(messages.historyBy, { name: entry.author, date: dates.dateTime(entry.createdAt) })}</span>
              <p>{entry.comment}</p>
            </li>
          ))}
        </ol>
      )}
      <Form className="claim-comment-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <TextAreaField label={intl.formatMessage(messages.comment)} value={comment} onChange={setComment} maxLength={CLAIM_COMMENT_MAX_LENGTH} rows={3} isRequired errorMessage={refusal} />
        <Button type="submit" isDisabled={busy}>
          {intl.formatMessage(messages.addComment)}
        </Button>
      </Form>
    </ClaimSection>
  );
}
