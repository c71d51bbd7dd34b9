import { useState, type FormEvent } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Pdi, PdiChecklistItem } from '../../application/portal/pdi/ports';
import { PDI_CHECK_RESULTS, PDI_DESCRIPTION_MAX_LENGTH, PDI_FIELD_MAX_LENGTH, PDI_FRAME_NUMBER_MAX_LENGTH, type PdiCheckResult, type PdiDraft } from '../../domain/pdi/inspection';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { commonMessages } from '../i18n/common-messages';
import { useAppDispatch } from '../store/hooks';
import { usePdiBrandsQuery, usePdiChecklistQuery } from './pdi-api';
import { pdiMessages as messages, pdiRefusalText } from './pdi-messages';
import { pdiSaved } from './pdi-thunks';

type TextFieldName = 'frameNumber' | 'articleCode' | 'brand' | 'merchandise' | 'mechanic' | 'description';

const TEXT_FIELDS: readonly { name: Exclude<TextFieldName, 'brand' | 'description'>; max: number }[] = [
  { name: 'frameNumber', max: PDI_FRAME_NUMBER_MAX_LENGTH },
  { name: 'articleCode', max: PDI_FIELD_MAX_LENGTH },
  { name: 'merchandise', max: PDI_FIELD_MAX_LENGTH },
  { name: 'mechanic', max: PDI_FIELD_MAX_LENGTH },
];

const RESULT_MESSAGES = { pass: messages.pass, adjusted: messages.adjusted, fail: messages.fail } as const;

function ChecklistPoints({ items, results, errors, onChoose, isDisabled }: {
  items: readonly PdiChecklistItem[];
  results: Readonly<Record<string, PdiCheckResult>>;
  errors: Readonly<Record<string, string>>;
  onChoose: (itemId: string, result: PdiCheckResult) => void;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  return (
    <ol className="pdi-form__checklist">
      {items.map((item) => (
        <li key={item.id}>
          <RadioGroup
            className="field pdi-form__point"
            value={results[item.id] ?? null}
            onChange={(result) => onChoose(item.id, result as PdiCheckResult)}
            isInvalid={Boolean(errors[`checks.${item.id}`])}
            isDisabled={isDisabled}
          >
            <Label className="field__label">{item.label}</Label>
            <div className="pdi-form__results">
              {PDI_CHECK_RESULTS.map((result) => (
                <Radio key={result} value={result} className={`pdi-form__result pdi-form__result--${result}`}>
                  {intl.formatMessage(RESULT_MESSAGES[result])}
                </Radio>
              ))}
            </div>
            <FieldError className="field__error">{errors[`checks.${item.id}`]}</FieldError>
          </RadioGroup>
        </li>
      ))}
    </ol>
  );
}

/**
 * The form of a pre-delivery inspection: the bike, the mechanic and what each point of the brand's checklist needed.
 * `pdi` is the inspection being changed; a new one when absent. The domain's check runs before anything is sent, and
 * the service's refusals show on their fields.
 */
export function PdiForm({ pdi, onSaved, onCancel }: { pdi?: Pdi; onSaved: (saved: Pdi) => void; onCancel: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<Omit<PdiDraft, 'checks'>>(() => ({
    frameNumber: pdi?.frameNumber ?? '',
    articleCode: pdi?.articleCode ?? '',
    description: pdi?.description ?? '',
    brand: pdi?.brand ?? '',
    merchandise: pdi?.merchandise ?? '',
    mechanic: pdi?.mechanic ?? '',
  }));
  const [results, setResults] = useState<Record<string, PdiCheckResult>>(() => Object.fromEntries((pdi?.checks ?? []).map((check) => [check.itemId, check.result])));
  const [refusals, setRefusals] = useState<readonly UserError[]>([]);
  const [busy, setBusy] = useState(false);
  const brands = usePdiBrandsQuery();
  const checklist = usePdiChecklistQuery(draft.brand, { skip: draft.brand === '' });

  const errors = Object.fromEntries(refusals.map((error) => [fieldPath(error), pdiRefusalText(intl, error, 'failed_save_pdi')]));
  const change = (name: TextFieldName) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const checks = Object.entries(results).map(([itemId, result]) => ({ itemId, result }));
    const outcome = await dispatch(pdiSaved({ ...draft, checks }, draft.brand === '' ? [] : (checklist.data ?? []), pdi?.id));
    setBusy(false);
    if (outcome.ok) onSaved(outcome.value);
    else setRefusals(outcome.error);
  }

  return (
    <Form className="pdi-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
      <h2 className="pdi-form__title">{pdi ? intl.formatMessage(messages.editTitle, { frameNumber: pdi.frameNumber }) : intl.formatMessage(messages.createTitle)}</h2>
      {errors[''] && (
        <p role="alert" className="form-error">
          {errors['']}
        </p>
      )}
      <div className="pdi-form__fields">
        {TEXT_FIELDS.map(({ name, max }) => (
          <TextField key={name} label={intl.formatMessage(messages[name])} value={draft[name]} onChange={change(name)} maxLength={max} isRequired errorMessage={errors[name]} />
        ))}
        <SelectField
          label={intl.formatMessage(messages.brand)}
          options={(brands.data ?? []).map((brand) => ({ id: brand, label: brand }))}
          value={draft.brand || null}
          onChange={(brand) => {
            setDraft((current) => ({ ...current, brand: brand ?? '' }));
            setResults({});
          }}
          isRequired
          errorMessage={errors.brand}
        />
      </div>
      <TextAreaField label={intl.formatMessage(messages.description)} value={draft.description} onChange={change('description')} maxLength={PDI_DESCRIPTION_MAX_LENGTH} isRequired errorMessage={errors.description} rows={3} />
      <fieldset className="pdi-form__checklist-set">
        <legend>{intl.formatMessage(messages.checklist)}</legend>
        {draft.brand === '' && <p>{intl.formatMessage(messages.chooseBrand)}</p>}
        {checklist.isFetching && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
        {checklist.isError && <p role="alert">{intl.formatMessage(messages.checklistFailed)}</p>}
        {checklist.data && !checklist.isFetching && (
          <ChecklistPoints items={checklist.data} results={results} errors={errors} onChoose={(itemId, result) => setResults((current) => ({ ...current, [itemId]: result }))} isDisabled={busy} />
        )}
      </fieldset>
      <div className="pdi-form__actions">
        <Button type="submit" isDisabled={busy || checklist.isFetching}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </Form>
  );
}
