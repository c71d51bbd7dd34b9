import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { SalesDocumentDetail } from '../../application/portal/sales-documents/ports';
import { SALES_DOCUMENT_TYPES, type SalesDocumentType } from '../../domain/sales-documents/sales-document';
import { fieldPath, userError, type UserError } from '../../domain/shared/user-error';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LazyRichTextField } from '../components/LazyRichTextField';
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
import { salesDocumentErrorText, salesDocumentFormState, salesDocumentInputOf, type SalesDocumentFormState } from './sales-document-form';
import { salesDocumentTypeMessages } from './sales-document-messages';
import { SalesDocumentAttachmentsField } from './SalesDocumentAttachmentsField';
import {
  useAddSalesDocumentAttachmentMutation,
  useSalesDocumentGroupsQuery,
  useSalesDocumentMarketsQuery,
  useSalesDocumentQuery,
  useSaveSalesDocumentMutation,
} from './sales-documents-api';
import './sales-documents.css';

/** Groups offered in the form's list: every group of the maintainer's markets, the largest page the service gives. */
const GROUP_CHOICES = 100;
const NO_GROUP = 'none';
const LIST_PATH = '/admin/sales-document/list';

type Refusal = { fileName: string; reason: string };

function SalesDocumentForm({ document }: { document: SalesDocumentDetail | null }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const markets = useSalesDocumentMarketsQuery();
  const groups = useSalesDocumentGroupsQuery({ limit: GROUP_CHOICES });
  const [form, setForm] = useState<SalesDocumentFormState>(() => salesDocumentFormState(document, new Date().toISOString().slice(0, 10)));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<readonly UserError[]>([]);
  // Attachments refused when the document was created arrive with the navigation to its form.
  const arrived = (useLocation().state as { attachmentRefusals?: Refusal[] } | null)?.attachmentRefusals;
  const [refusals, setRefusals] = useState<Refusal[]>(arrived ?? []);
  const [save, saving] = useSaveSalesDocumentMutation();
  const [attach, attaching] = useAddSalesDocumentAttachmentMutation();
  const errorOf = (field: string) => {
    const found = errors.find((error) => fieldPath(error) === field);
    return found ? salesDocumentErrorText(intl, found) : null;
  };
  const change = <K extends keyof SalesDocumentFormState>(field: K, value: SalesDocumentFormState[K]) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await save({ id: document?.id ?? null, input: salesDocumentInputOf(form) });
    if ('error' in answer) return setErrors([userError('', 'failed_save_sales_document')]);
    if (!answer.data.ok) return setErrors(answer.data.error);
    setErrors([]);
    const refused: Refusal[] = [];
    for (const file of files) {
      const attached = await attach({ documentId: answer.data.value.id, file });
      const error = 'error' in attached ? userError('file', 'failed_add_sales_document_attachment') : attached.data.ok ? null : attached.data.error[0]!;
      if (error) refused.push({ fileName: file.name, reason: salesDocumentErrorText(intl, error) });
    }
    setRefusals(refused);
    // A refused attachment keeps the person on the saved document's form, where the reason shows and they can try again.
    if (refused.length === 0) void navigate(localePath(LIST_PATH));
    else if (!document) void navigate(localePath(`${LIST_PATH}/${answer.data.value.id}/edit`), { state: { attachmentRefusals: refused } });
  }

  const generalError = errors.find((error) => error.field.length === 0);
  return (
    <Form className="content-admin__form" onSubmit={(event) => void submit(event)}>
      {errors.length > 0 && (
        <p role="alert" className="field__error">
          {generalError ? salesDocumentErrorText(intl, generalError) : intl.formatMessage(salesDocumentAdminMessages.saveFailed)}
        </p>
      )}
      <SelectField
        label={intl.formatMessage(salesDocumentAdminMessages.type)}
        isRequired
        options={SALES_DOCUMENT_TYPES.map((type) => ({ id: type, label: intl.formatMessage(salesDocumentTypeMessages[type]) }))}
        value={form.type}
        onChange={(value) => change('type', (value ?? 'sales') as SalesDocumentType)}
        errorMessage={errorOf('type')}
      />
      <TextField label={intl.formatMessage(salesDocumentAdminMessages.title)} isRequired value={form.title} onChange={(value) => change('title', value)} errorMessage={errorOf('title')} />
      <TextField label={intl.formatMessage(salesDocumentAdminMessages.subtitle)} value={form.subtitle} onChange={(value) => change('subtitle', value)} errorMessage={errorOf('subtitle')} />
      <LazyRichTextField label={intl.formatMessage(salesDocumentAdminMessages.body)} value={form.body} onChange={(value) => change('body', value)} errorMessage={errorOf('body')} />
      <TextField label={intl.formatMessage(salesDocumentAdminMessages.validFrom)} type="date" isRequired value={form.validFrom} onChange={(value) => change('validFrom', value)} errorMessage={errorOf('validFrom')} />
      <TextField label={intl.formatMessage(salesDocumentAdminMessages.validTo)} type="date" isRequired value={form.validTo} onChange={(value) => change('validTo', value)} errorMessage={errorOf('validTo')} />
      <SelectField
        label={intl.formatMessage(salesDocumentAdminMessages.group)}
        options={[{ id: NO_GROUP, label: intl.formatMessage(salesDocumentAdminMessages.noGroup) }, ...(groups.data?.items ?? []).map((group) => ({ id: group.id, label: group.name }))]}
        value={form.groupId ?? NO_GROUP}
        onChange={(value) => change('groupId', value === NO_GROUP ? null : value)}
        errorMessage={errorOf('salesDocumentGroupId')}
      />
      <MarketChoice
        legend={intl.formatMessage(salesDocumentAdminMessages.markets)}
        markets={markets.data}
        chosen={form.marketIds}
        onChange={(chosen) => change('marketIds', chosen)}
        errorMessage={errorOf('contentTargetMarkets')}
      />
      <SalesDocumentAttachmentsField attached={document?.attachments ?? []} onPick={setFiles} refusals={refusals} />
      <div className="content-admin__actions">
        <Button type="submit" isPending={saving.isLoading || attaching.isLoading}>
          {intl.formatMessage(salesDocumentAdminMessages.save)}
        </Button>
        <LinkButton variant="secondary" href={localePath(LIST_PATH)}>
          {intl.formatMessage(salesDocumentAdminMessages.cancel)}
        </LinkButton>
      </div>
    </Form>
  );
}

function EditSalesDocument({ id }: { id: string }) {
  const intl = useIntl();
  const document = useSalesDocumentQuery(id);
  if (document.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!document.data) return <EmptyState type="custom" title={intl.formatMessage(document.isError ? salesDocumentAdminMessages.listFailed : salesDocumentAdminMessages.notFound)} />;
  // Keyed by id: opening another document's form starts from that document's fields.
  return <SalesDocumentForm key={document.data.id} document={document.data} />;
}

/** /admin/sales-document/list/create and …/{id}/edit: the document with its rich text, group, markets and attachments. */
export function SalesDocumentFormPage() {
  const intl = useIntl();
  const id = useCurrentRoute()?.params.id;
  const title = intl.formatMessage(routeTitleMessages[id ? 'route_title_admin-sales-document-list-id-edit' : 'route_title_admin-sales-document-list-create']);
  return (
    <ContentMarketGate pageType="sales_document">
      <AreaFrame title={title}>{id ? <EditSalesDocument id={id} /> : <SalesDocumentForm document={null} />}</AreaFrame>
    </ContentMarketGate>
  );
}
