import { useDeferredValue, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ClaimArticleOption, ClaimToEdit, UploadProgress } from '../../../application/portal/claims/claim-filing-ports';
import { CLAIM_CONSUMER_FIELD_MAX_LENGTH, CLAIM_NOTES_MAX_LENGTH, type ClaimConsumer, type ClaimDraft } from '../../../domain/claims/claim-draft';
import { CLAIM_FILE_SLOTS, type ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import { fieldPath, type UserError } from '../../../domain/shared/user-error';
import { Button } from '../../components/Button';
import { FactList } from '../../components/FactList';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useLocalePath } from '../../i18n/portal-locale';
import { ChoiceGroupField } from '../../roles/ChoiceGroupField';
import { useAppDispatch } from '../../store/hooks';
import { ClaimFileSlots, ClaimUploadProgress, type ChosenClaimFile } from './ClaimFileSlots';
import { useClaimArticleMatchesQuery, useClaimFormLookupsQuery, useClaimFrameNoticesQuery } from './claim-form-api';
import { claimFormRefusalText, claimFormMessages as messages } from './claim-form-messages';
import { claimFileChosen, claimFiled } from './claim-form-thunks';
import './claim-form.css';

/** The fields of a claim as the form holds them; the files are kept apart. */
export type ClaimFormFields = Omit<ClaimDraft, 'attached'>;

/** Where the form stands: what is typed and chosen, the refusals shown and the upload under way. */
export interface ClaimFormState {
  fields: ClaimFormFields;
  article: ClaimArticleOption | null;
  files: Partial<Record<ClaimFileSlot, ChosenClaimFile>>;
  errors: readonly UserError[];
  progress: UploadProgress | null;
}

/** The shortest search the article lookup answers. */
const ARTICLE_SEARCH_MIN_LENGTH = 2;
/** The shortest frame number whose recall or theft is looked up. */
const FRAME_LOOKUP_MIN_LENGTH = 6;
const FORM_FIELDS = ['articleCode', 'frameNumber', 'qty', 'problemIds', 'customerNotes', 'consumer.name', 'consumer.phone', 'consumer.email', 'consumer.address', ...CLAIM_FILE_SLOTS];

export function emptyClaimForm(kind: ClaimProductCategory): ClaimFormState {
  return {
    fields: { kind, articleCode: '', frameNumber: '', qty: 1, problemIds: [], customerNotes: '', consumer: { name: '', phone: '', email: '', address: '' } },
    article: null,
    files: {},
    errors: [],
    progress: null,
  };
}

export function claimFormOf(claim: ClaimToEdit): ClaimFormState {
  const { kind, articleCode, frameNumber, qty, problemIds, customerNotes, consumer } = claim;
  return {
    ...emptyClaimForm(kind),
    fields: { kind, articleCode, frameNumber, qty, problemIds, customerNotes, consumer },
    article: { articleCode, name: claim.articleName, brand: claim.brand, category: kind },
  };
}

/**
 * The form of a bike or a parts claim. The domain's rules (spec 002 §5) run when a file is chosen and before the
 * claim is sent; the service's refusals are shown at their fields. A new claim opens on its detail page.
 */
export function ClaimForm({ initial, claim }: { initial: ClaimFormState; claim?: ClaimToEdit }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [state, setState] = useState(initial);
  const [preparing, setPreparing] = useState<ClaimFileSlot[]>([]);
  const { fields } = state;
  const kind = fields.kind;
  const lookups = useClaimFormLookupsQuery(kind);
  const articleSearch = useDeferredValue(fields.articleCode.trim());
  const articleChosen = state.article?.articleCode === fields.articleCode.trim();
  const matches = useClaimArticleMatchesQuery(articleSearch, { skip: articleSearch.length < ARTICLE_SEARCH_MIN_LENGTH || articleChosen });
  const frameSearch = useDeferredValue(fields.frameNumber.trim());
  const notices = useClaimFrameNoticesQuery(frameSearch, { skip: frameSearch.length < FRAME_LOOKUP_MIN_LENGTH });
  const busy = state.progress !== null;

  const texts: Record<string, string> = {};
  for (const error of state.errors) texts[fieldPath(error)] ??= claimFormRefusalText(intl, error);
  const general = state.errors.filter((error) => !FORM_FIELDS.includes(fieldPath(error))).map((error) => claimFormRefusalText(intl, error));
  const set = <K extends keyof ClaimFormFields>(name: K) => (value: ClaimFormFields[K]) => setState((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
  const setConsumer = (name: keyof ClaimConsumer) => (value: string) => set('consumer')({ ...fields.consumer, [name]: value });
  const exactMatch = matches.data?.find((article) => article.articleCode.toUpperCase() === fields.articleCode.trim().toUpperCase());
  const article = articleChosen ? state.article : (exactMatch ?? null);

  async function choose(slot: ClaimFileSlot, file: File) {
    setPreparing((current) => [...current, slot]);
    const chosen = await dispatch(claimFileChosen(slot, file));
    setPreparing((current) => current.filter((other) => other !== slot));
    setState((current) => ({
      ...current,
      files: chosen.ok ? { ...current.files, [slot]: { file: chosen.value, originalSize: file.size } } : current.files,
      errors: [...current.errors.filter((error) => fieldPath(error) !== slot), ...(chosen.ok ? [] : chosen.error)],
    }));
  }

  function remove(slot: ClaimFileSlot) {
    setState((current) => ({ ...current, files: { ...current.files, [slot]: undefined } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const files = Object.fromEntries(Object.entries(state.files).flatMap(([slot, chosen]) => (chosen ? [[slot, chosen.file]] : [])));
    setState((current) => ({ ...current, errors: [], progress: { currentBytes: 0, maxBytes: Object.values(files).reduce((total, file) => total + file.size, 0) } }));
    const outcome = await dispatch(
      claimFiled({ draft: { ...fields, attached: [] }, files }, article ? { article: { category: article.category, brand: article.brand } } : {}, (progress) => setState((current) => ({ ...current, progress })), claim),
    );
    if (outcome.ok) navigate(localePath(`/claim/${outcome.value.id}`));
    else setState((current) => ({ ...current, errors: outcome.error, progress: null }));
  }

  const dealer = lookups.data?.dealer;
  const notice = (notices.data ?? [])[0];
  return (
    <Form className="claim-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
      {general.map((text) => (
        <p key={text} role="alert" className="form-error">
          {text}
        </p>
      ))}
      <div className="claim-form__fields">
        <div>
          <TextField label={intl.formatMessage(messages.article)} description={intl.formatMessage(messages.articleHint)} value={fields.articleCode} onChange={set('articleCode')} isRequired errorMessage={texts.articleCode} />
          {article && <p className="claim-form__article">{intl.formatMessage(messages.articleChosen, { name: article.name, brand: article.brand })}</p>}
          {!article && (matches.data ?? []).length > 0 && (
            <ul className="claim-form__matches" aria-label={intl.formatMessage(messages.articleMatches)}>
              {matches.data!.map((match) => (
                <li key={match.articleCode}>
                  <Button variant="secondary" onPress={() => setState((current) => ({ ...current, article: match, fields: { ...current.fields, articleCode: match.articleCode } }))}>
                    {`${match.articleCode} · ${match.name}`}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <TextField label={intl.formatMessage(messages.frameNumber)} value={fields.frameNumber} onChange={set('frameNumber')} isRequired={kind === 'bike'} errorMessage={texts.frameNumber} />
          {notice?.recallCampaign && <p className="claim-form__notice" role="status">{intl.formatMessage(messages.recall, { campaign: notice.recallCampaign })}</p>}
          {notice?.stolenReportedAt && <p className="claim-form__notice" role="status">{intl.formatMessage(messages.stolen, { date: intl.formatDate(notice.stolenReportedAt, { dateStyle: 'medium' }) })}</p>}
        </div>
        {kind === 'paa' && <TextField label={intl.formatMessage(messages.qty)} inputMode="numeric" value={String(fields.qty)} onChange={(value) => set('qty')(Number(value))} errorMessage={texts.qty} />}
      </div>
      {lookups.data && lookups.data.brands.length > 0 && <p>{intl.formatMessage(messages.brands, { brands: intl.formatList(lookups.data.brands) })}</p>}
      <ChoiceGroupField
        label={intl.formatMessage(messages.problems)}
        choices={(lookups.data?.problems ?? []).map((problem) => ({ id: problem.id, label: problem.description }))}
        value={fields.problemIds}
        onChange={set('problemIds')}
        errorMessage={texts.problemIds}
      />
      <TextAreaField label={intl.formatMessage(messages.customerNotes)} value={fields.customerNotes} onChange={set('customerNotes')} maxLength={CLAIM_NOTES_MAX_LENGTH} rows={3} errorMessage={texts.customerNotes} />
      <fieldset className="claim-form__group">
        <legend>{intl.formatMessage(messages.consumer)}</legend>
        <div className="claim-form__fields">
          <TextField label={intl.formatMessage(messages.consumerName)} value={fields.consumer.name} onChange={setConsumer('name')} maxLength={CLAIM_CONSUMER_FIELD_MAX_LENGTH} errorMessage={texts['consumer.name']} />
          <TextField label={intl.formatMessage(messages.consumerPhone)} type="tel" value={fields.consumer.phone} onChange={setConsumer('phone')} maxLength={CLAIM_CONSUMER_FIELD_MAX_LENGTH} errorMessage={texts['consumer.phone']} />
          <TextField label={intl.formatMessage(messages.consumerEmail)} type="email" value={fields.consumer.email} onChange={setConsumer('email')} maxLength={CLAIM_CONSUMER_FIELD_MAX_LENGTH} errorMessage={texts['consumer.email']} />
          <TextField label={intl.formatMessage(messages.consumerAddress)} value={fields.consumer.address} onChange={setConsumer('address')} maxLength={CLAIM_CONSUMER_FIELD_MAX_LENGTH} errorMessage={texts['consumer.address']} />
        </div>
      </fieldset>
      {dealer && (
        <section className="claim-form__group" aria-labelledby="claim-form-dealer">
          <h2 id="claim-form-dealer" className="claim-form__subheading">
            {intl.formatMessage(messages.dealer)}
          </h2>
          <FactList
            className="claim-form__dealer"
            facts={[
              [intl.formatMessage(messages.dealerCode), dealer.custCode],
              [intl.formatMessage(messages.dealerName), dealer.name],
              [intl.formatMessage(messages.dealerAddress), [dealer.address, dealer.city].filter(Boolean).join(', ')],
              [intl.formatMessage(messages.dealerPhone), dealer.phone],
              [intl.formatMessage(messages.dealerEmail), dealer.email],
            ]}
          />
        </section>
      )}
      <ClaimFileSlots kind={kind} stored={claim?.files ?? []} chosen={state.files} preparing={preparing} errors={texts} isDisabled={busy} onChoose={(slot, file) => void choose(slot, file)} onRemove={remove} />
      {state.progress && <ClaimUploadProgress progress={state.progress} />}
      <div className="claim-form__actions">
        <Button type="submit" isDisabled={busy || preparing.length > 0}>
          {intl.formatMessage(claim ? messages.save : messages.submit)}
        </Button>
        <Button variant="secondary" onPress={() => navigate(localePath(claim ? `/claim/${claim.id}` : '/claim'))} isDisabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </Form>
  );
}
