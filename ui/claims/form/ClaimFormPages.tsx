import { useIntl } from 'react-intl';
import type { ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import { userError } from '../../../domain/shared/user-error';
import { AreaFrame } from '../../components/AreaFrame';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { Spinner } from '../../components/Spinner';
import { commonMessages } from '../../i18n/common-messages';
import { useLocalePath } from '../../i18n/portal-locale';
import { selectHostConfig } from '../../shell/config-slice';
import { useCurrentRoute } from '../../shell/current-route';
import { routeTitleMessages } from '../../shell/navigation/route-title-messages';
import { useAppSelector } from '../../store/hooks';
import { ClaimForm, claimFormOf, emptyClaimForm, type ClaimFormState } from './ClaimForm';
import { useClaimToEditQuery } from './claim-form-api';
import { claimFormRefusalText, claimFormMessages as messages } from './claim-form-messages';

/** /claim/create: the dealer chooses a bike claim or, where the host offers it (claimAllowPAA), a parts claim. */
export function ClaimCreatePage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const allowPaa = useAppSelector(selectHostConfig)?.claimAllowPAA ?? false;
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_claim-create'])}>
      <section className="claim-kinds" aria-labelledby="claim-kinds-heading">
        <h2 id="claim-kinds-heading">{intl.formatMessage(messages.chooseKind)}</h2>
        <ul>
          <li>
            <LinkButton href={localePath('/claim/create/bike')}>{intl.formatMessage(messages.bikeClaim)}</LinkButton>
            <p>{intl.formatMessage(messages.bikeClaimHint)}</p>
          </li>
          {allowPaa && (
            <li>
              <LinkButton href={localePath('/claim/create/paa')}>{intl.formatMessage(messages.paaClaim)}</LinkButton>
              <p>{intl.formatMessage(messages.paaClaimHint)}</p>
            </li>
          )}
        </ul>
      </section>
    </AreaFrame>
  );
}

/** /claim/create/bike and /claim/create/paa: a new claim; the shell sends /claim/create/paa to /claim without claimAllowPAA. */
export function ClaimCreateKindPage({ kind, initial }: { kind: ClaimProductCategory; initial?: ClaimFormState }) {
  const intl = useIntl();
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages[`route_title_claim-create-${kind}`])}>
      <ClaimForm initial={initial ?? emptyClaimForm(kind)} />
    </AreaFrame>
  );
}

/** /claim/{id}/edit: a claim its dealer may still change; files chosen replace those of their slots. */
export function ClaimEditPage() {
  const intl = useIntl();
  const id = useCurrentRoute()?.params.id ?? '';
  const found = useClaimToEditQuery(id);
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_claim-edit-id'])}>
      {found.isLoading && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {found.isError && <EmptyState type="custom" title={intl.formatMessage(messages.loadFailed)} />}
      {found.data === null && <EmptyState type="noData" title={claimFormRefusalText(intl, userError('id', 'claim_not_found'))} />}
      {found.data && !found.data.editable && <EmptyState type="custom" title={claimFormRefusalText(intl, userError('id', 'claim_not_editable'))} />}
      {found.data?.editable && <ClaimForm key={found.data.updatedAt} initial={claimFormOf(found.data)} claim={found.data} />}
    </AreaFrame>
  );
}
