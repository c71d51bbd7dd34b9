import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { SalesDocumentGroup } from '../../application/portal/sales-documents/ports';
import { UNGROUPED_SALES_DOCUMENT_LIMIT } from '../../domain/sales-documents/sales-document';
import { fieldPath, userError, type UserError } from '../../domain/shared/user-error';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { MarketChoice } from '../content/MarketChoice';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { salesDocumentAdminMessages } from './sales-document-admin-messages';
import { salesDocumentErrorText, withGroup } from './sales-document-form';
import {
  useSalesDocumentGroupQuery,
  useSalesDocumentMarketsQuery,
  useSalesDocumentsQuery,
  useSaveSalesDocumentGroupMutation,
  useSaveSalesDocumentMutation,
  useUngroupedSalesDocumentsQuery,
} from './sales-documents-api';
import './sales-documents.css';

const LIST_PATH = '/admin/sales-document/group';

/** The documents of a stored group, and the ungrouped lookup (page 1 of 100, spec 002 §9) to add one more. */
function GroupDocuments({ group }: { group: SalesDocumentGroup }) {
  const intl = useIntl();
  const inGroup = useSalesDocumentsQuery({ groupId: group.id, limit: UNGROUPED_SALES_DOCUMENT_LIMIT });
  const ungrouped = useUngroupedSalesDocumentsQuery(undefined);
  const [picked, setPicked] = useState<string | null>(null);
  const [save, saving] = useSaveSalesDocumentMutation();
  const [error, setError] = useState<string | null>(null);

  async function add() {
    const document = ungrouped.data?.items.find((candidate) => candidate.id === picked);
    if (!document) return;
    const answer = await save({ id: document.id, input: withGroup(document, group.id) });
    const refusal = 'error' in answer ? userError('', 'failed_save_sales_document') : answer.data.ok ? null : answer.data.error[0]!;
    setError(refusal ? salesDocumentErrorText(intl, refusal) : null);
    if (!refusal) setPicked(null);
  }

  return (
    <section className="content-admin__form" aria-labelledby="group-documents-title">
      <h2 id="group-documents-title">{intl.formatMessage(salesDocumentAdminMessages.groupDocuments)}</h2>
      {inGroup.isLoading && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {inGroup.data?.items.length === 0 && <p>{intl.formatMessage(salesDocumentAdminMessages.groupEmpty)}</p>}
      <ul className="content-admin__list">
        {(inGroup.data?.items ?? []).map((document) => (
          <li key={document.id}>{document.title}</li>
        ))}
      </ul>
      <div className="content-admin__actions">
        <SelectField
          label={intl.formatMessage(salesDocumentAdminMessages.addUngrouped)}
          options={(ungrouped.data?.items ?? []).map((document) => ({ id: document.id, label: document.title }))}
          value={picked}
          onChange={setPicked}
          errorMessage={error}
        />
        <Button variant="secondary" isDisabled={!picked} isPending={saving.isLoading} onPress={() => void add()}>
          {intl.formatMessage(salesDocumentAdminMessages.addToGroup)}
        </Button>
      </div>
    </section>
  );
}

function GroupForm({ group }: { group: SalesDocumentGroup | null }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const markets = useSalesDocumentMarketsQuery();
  const [name, setName] = useState(group?.name ?? '');
  const [marketIds, setMarketIds] = useState<string[]>(group?.markets.map((market) => market.id) ?? []);
  const [errors, setErrors] = useState<readonly UserError[]>([]);
  const [save, saving] = useSaveSalesDocumentGroupMutation();
  const errorOf = (field: string) => {
    const found = errors.find((error) => fieldPath(error) === field);
    return found ? salesDocumentErrorText(intl, found) : null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await save({ id: group?.id ?? null, input: { name, marketIds } });
    if ('error' in answer) return setErrors([userError('', 'failed_save_sales_document_group')]);
    if (!answer.data.ok) return setErrors(answer.data.error);
    void navigate(localePath(LIST_PATH));
  }

  return (
    <Form className="content-admin__form" onSubmit={(event) => void submit(event)}>
      {errors.length > 0 && (
        <p role="alert" className="field__error">
          {intl.formatMessage(salesDocumentAdminMessages.saveFailed)}
        </p>
      )}
      <TextField label={intl.formatMessage(salesDocumentAdminMessages.name)} isRequired value={name} onChange={setName} errorMessage={errorOf('name')} />
      <MarketChoice legend={intl.formatMessage(salesDocumentAdminMessages.markets)} markets={markets.data} chosen={marketIds} onChange={setMarketIds} errorMessage={errorOf('contentTargetMarkets')} />
      <div className="content-admin__actions">
        <Button type="submit" isPending={saving.isLoading}>
          {intl.formatMessage(salesDocumentAdminMessages.save)}
        </Button>
        <LinkButton variant="secondary" href={localePath(LIST_PATH)}>
          {intl.formatMessage(salesDocumentAdminMessages.cancel)}
        </LinkButton>
      </div>
    </Form>
  );
}

function EditGroup({ id }: { id: string }) {
  const intl = useIntl();
  const group = useSalesDocumentGroupQuery(id);
  if (group.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!group.data) return <EmptyState type="custom" title={intl.formatMessage(group.isError ? salesDocumentAdminMessages.listFailed : salesDocumentAdminMessages.notFound)} />;
  return (
    <>
      <GroupForm key={group.data.id} group={group.data} />
      <GroupDocuments group={group.data} />
    </>
  );
}

/** /admin/sales-document/group/create and …/{id}/edit: a group's name and markets, and on edit its documents. */
export function SalesDocumentGroupFormPage() {
  const intl = useIntl();
  const id = useCurrentRoute()?.params.id;
  const title = intl.formatMessage(routeTitleMessages[id ? 'route_title_admin-sales-document-group-id-edit' : 'route_title_admin-sales-document-group-create']);
  return (
    <ContentMarketGate pageType="sales_document">
      <AreaFrame title={title}>{id ? <EditGroup id={id} /> : <GroupForm group={null} />}</AreaFrame>
    </ContentMarketGate>
  );
}
