import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { claimCustomerCategoryOf, claimEditableBy } from '../../domain/claims/claim-workflow';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { Toast } from '../components/Toast';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { selectUser } from '../session/session-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppSelector } from '../store/hooks';
import { ClaimComments } from './ClaimComments';
import { ClaimDocuments } from './ClaimDocuments';
import { ClaimFacts } from './ClaimFacts';
import type { ClaimFeedback } from './ClaimSection';
import { ClaimPhotoGallery } from './ClaimPhotoGallery';
import { useClaimDetailQuery, useClaimWorkflowQuery } from './claims-api';
import { claimsMessages as messages } from './claims-messages';
import { ClaimHistoryList, ClaimStatusControls } from './ClaimStatusControls';
import './claims.css';

/**
 * One claim (/claim/{id}): what was claimed and for whom, its photos, video and documents, its settlement and
 * inspection, the status moves the workflow rule allows this user, its history and its comments.
 */
export function ClaimPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { id = '' } = useParams();
  const custCategory = claimCustomerCategoryOf(useAppSelector(selectUser)?.scopes ?? []);
  const detail = useClaimDetailQuery(id);
  const workflow = useClaimWorkflowQuery();
  const [feedback, setFeedback] = useState<ClaimFeedback | null>(null);
  const back = (
    <LinkButton variant="secondary" href={localePath('/claim')}>
      {intl.formatMessage(messages.backToList)}
    </LinkButton>
  );
  const pageTitle = intl.formatMessage(routeTitleMessages['route_title_claim-id']);

  if (detail.isError || workflow.isError) {
    const retry = () => void Promise.all([detail.refetch(), workflow.refetch()]);
    return (
      <AreaFrame title={pageTitle} actions={back}>
        <EmptyState type="custom" title={intl.formatMessage(messages.detailFailed)} action={<Button onPress={retry}>{intl.formatMessage(commonMessages.refresh)}</Button>} />
      </AreaFrame>
    );
  }
  if (!detail.data || !workflow.data) {
    return (
      <AreaFrame title={pageTitle} actions={back}>
        {detail.data === null ? <EmptyState type="custom" title={intl.formatMessage(messages.notFound)} /> : <Spinner label={intl.formatMessage(messages.loading)} />}
      </AreaFrame>
    );
  }

  const { claim, comments } = detail.data;
  const editable = claimEditableBy(custCategory, claim.status.category);
  const actions = (
    <>
      {editable && <LinkButton href={localePath(`/claim/${claim.id}/edit`)}>{intl.formatMessage(messages.edit)}</LinkButton>}
      {back}
    </>
  );
  return (
    <AreaFrame title={intl.formatMessage(messages.detailTitle, { referenceNo: claim.referenceNo })} actions={actions}>
      <div className="claim">
        {feedback && (
          <Toast tone={feedback.tone} onClose={() => setFeedback(null)}>
            {feedback.text}
          </Toast>
        )}
        <ClaimStatusControls claim={claim} workflow={workflow.data} custCategory={custCategory} onFeedback={setFeedback} />
        <ClaimFacts claim={claim} />
        <ClaimPhotoGallery files={claim.files} />
        <ClaimDocuments claim={claim} onFeedback={setFeedback} />
        <ClaimHistoryList claim={claim} statuses={workflow.data.statuses} />
        <ClaimComments claimId={claim.id} comments={comments} onFeedback={setFeedback} />
      </div>
    </AreaFrame>
  );
}
