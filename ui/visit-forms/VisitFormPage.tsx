import { useState, type FormEvent } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { VisitForm } from '../../application/portal/visit-forms/ports';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import { DISPLAY_PHOTO_SLOTS, SHOP_PHOTO_SLOTS, VISIT_FIELD_MAX_LENGTH, VISIT_NOTES_MAX_LENGTH, type VisitFormDraft, type VisitFormKind, type VisitPhotoSlot } from '../../domain/visit-forms/visit-form';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { ChoiceGroupField } from '../roles/ChoiceGroupField';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch } from '../store/hooks';
import { useVisitCustomersQuery, useVisitFormQuery, useVisitQuestionsQuery } from './visit-form-api';
import { visitFormMessages as messages, visitFormRefusalText } from './visit-form-messages';
import { visitFormDeleted, visitFormSaved } from './visit-form-thunks';
import './visit-form.css';

const EMPTY_DRAFT: VisitFormDraft = { custCode: '', otherMidrange: '', brandDomination: '', qtyPlgGrp: 0, qtyNonPlgGrp: 0, brandDisplay: '', seriesList: [], seriesBrand: '', equipment: [], notes: '' };

function PhotoSlot({ slot, kept, chosen, error, onChoose, onRemove }: { slot: VisitPhotoSlot; kept?: string; chosen?: File; error?: string; onChoose: (file: File) => void; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <li className="visit-form__photo">
      <span className="field__label">{slot}</span>
      {kept && !chosen && <img src={kept} alt={intl.formatMessage(messages.photoOf, { slot })} width={160} />}
      {chosen && <span>{intl.formatMessage(messages.chosenPhoto, { name: chosen.name })}</span>}
      <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/webp']} onSelect={(files) => files?.[0] && onChoose(files[0])}>
        <Button variant="secondary" aria-label={intl.formatMessage(messages.photoOf, { slot })}>
          {slot}
        </Button>
      </FileTrigger>
      {(kept || chosen) && (
        <Button variant="secondary" onPress={onRemove} aria-label={intl.formatMessage(messages.removePhoto, { slot })}>
          ×
        </Button>
      )}
      {error && <span className="field__error" role="alert">{error}</span>}
    </li>
  );
}

/** The form of a visit: the customer, the answers, the photos; the domain's rules run before anything is sent. */
function VisitFormEditor({ kind, form }: { kind: VisitFormKind; form?: VisitForm }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [draft, setDraft] = useState<VisitFormDraft>(() => (form ? { ...form } : EMPTY_DRAFT));
  const [photos, setPhotos] = useState<Partial<Record<VisitPhotoSlot, File>>>({});
  const [removed, setRemoved] = useState<VisitPhotoSlot[]>([]);
  const [refusals, setRefusals] = useState<readonly UserError[]>([]);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const questions = useVisitQuestionsQuery(kind);
  const customers = useVisitCustomersQuery({ kind, search: '' });
  const errors = Object.fromEntries(refusals.map((error) => [fieldPath(error), visitFormRefusalText(intl, error, 'failed_save_form_visit')]));
  const set = <K extends keyof VisitFormDraft>(name: K) => (value: VisitFormDraft[K]) => setDraft((current) => ({ ...current, [name]: value }));
  const kept = Object.fromEntries((form?.photos ?? []).filter((photo) => !removed.includes(photo.slot)).map((photo) => [photo.slot, photo.thumbnailUrl])) as Partial<Record<VisitPhotoSlot, string>>;
  const back = () => navigate(localePath(`/visit-form/${kind}`));
  const options = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ id: value, label: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await dispatch(visitFormSaved(kind, { draft, photos, removedPhotos: removed }, form));
    setBusy(false);
    if (outcome.ok) back();
    else setRefusals(outcome.error);
  }

  async function remove() {
    if (!form) return;
    setBusy(true);
    const outcome = await dispatch(visitFormDeleted(form));
    setBusy(false);
    setDeleting(false);
    if (outcome.ok) back();
    else setRefusals(outcome.error);
  }

  const slot = (name: VisitPhotoSlot) => (
    <PhotoSlot
      key={name}
      slot={name}
      kept={kept[name]}
      chosen={photos[name]}
      error={errors[name]}
      onChoose={(file) => setPhotos((current) => ({ ...current, [name]: file }))}
      onRemove={() => {
        setPhotos((current) => ({ ...current, [name]: undefined }));
        if (form?.photos.some((photo) => photo.slot === name)) setRemoved((current) => [...current, name]);
      }}
    />
  );

  if (questions.isLoading || customers.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  return (
    <Form className="visit-form__form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
      {errors[''] && <p role="alert" className="form-error">{errors['']}</p>}
      <div className="visit-form__fields">
        <SelectField label={intl.formatMessage(messages.custCode)} options={(customers.data ?? []).map((customer) => ({ id: customer.custCode, label: `${customer.custCode} · ${customer.custName}` }))} value={draft.custCode || null} onChange={(value) => set('custCode')(value ?? '')} isRequired errorMessage={errors.custCode} />
        <TextField label={intl.formatMessage(messages.otherMidrange)} value={draft.otherMidrange} onChange={set('otherMidrange')} maxLength={VISIT_FIELD_MAX_LENGTH} errorMessage={errors.otherMidrange} />
        <SelectField label={intl.formatMessage(messages.brandDomination)} options={options(questions.data?.brandDomination)} value={draft.brandDomination || null} onChange={(value) => set('brandDomination')(value ?? '')} errorMessage={errors.brandDomination} />
        <TextField label={intl.formatMessage(messages.qtyPlgGrp)} inputMode="numeric" value={String(draft.qtyPlgGrp)} onChange={(value) => set('qtyPlgGrp')(Number(value))} errorMessage={errors.qtyPlgGrp} />
        <TextField label={intl.formatMessage(messages.qtyNonPlgGrp)} inputMode="numeric" value={String(draft.qtyNonPlgGrp)} onChange={(value) => set('qtyNonPlgGrp')(Number(value))} errorMessage={errors.qtyNonPlgGrp} />
        <SelectField label={intl.formatMessage(messages.brandDisplay)} options={options(questions.data?.brandDisplay)} value={draft.brandDisplay || null} onChange={(value) => set('brandDisplay')(value ?? '')} errorMessage={errors.brandDisplay} />
        <TextField label={intl.formatMessage(messages.seriesBrand)} value={draft.seriesBrand} onChange={set('seriesBrand')} maxLength={VISIT_FIELD_MAX_LENGTH} errorMessage={errors.seriesBrand} />
      </div>
      <ChoiceGroupField label={intl.formatMessage(messages.seriesList)} choices={options(questions.data?.series)} value={draft.seriesList} onChange={set('seriesList')} errorMessage={errors.seriesList} />
      <ChoiceGroupField label={intl.formatMessage(messages.equipment)} choices={options(questions.data?.equipment)} value={draft.equipment} onChange={set('equipment')} errorMessage={errors.equipment} />
      <TextAreaField label={intl.formatMessage(messages.notes)} value={draft.notes} onChange={set('notes')} maxLength={VISIT_NOTES_MAX_LENGTH} rows={3} errorMessage={errors.notes} />
      <fieldset className="visit-form__photos">
        <legend>{intl.formatMessage(messages.shopPhotos)}</legend>
        <p>{intl.formatMessage(messages.photoHint)}</p>
        {errors.frontShop1 && <p role="alert" className="field__error">{errors.frontShop1}</p>}
        <ul>{SHOP_PHOTO_SLOTS.map(slot)}</ul>
      </fieldset>
      <fieldset className="visit-form__photos">
        <legend>{intl.formatMessage(messages.displayPhotos)}</legend>
        {errors.displayShop1 && <p role="alert" className="field__error">{errors.displayShop1}</p>}
        <ul>{DISPLAY_PHOTO_SLOTS.map(slot)}</ul>
      </fieldset>
      <div className="visit-form__actions">
        <Button type="submit" isDisabled={busy}>{intl.formatMessage(messages.save)}</Button>
        <Button variant="secondary" onPress={back} isDisabled={busy}>{intl.formatMessage(messages.cancel)}</Button>
        {form && <Button variant="secondary" onPress={() => setDeleting(true)} isDisabled={busy}>{intl.formatMessage(messages.delete)}</Button>}
      </div>
      <ConfirmDialog
        isOpen={deleting}
        title={intl.formatMessage(messages.deleteTitle, { custName: form?.custName ?? '' })}
        message={intl.formatMessage(messages.deleteText)}
        confirmLabel={intl.formatMessage(messages.delete)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        isPending={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </Form>
  );
}

/** /visit-form/{kind}/create: a new visit form. */
export function VisitFormCreatePage({ kind }: { kind: VisitFormKind }) {
  const intl = useIntl();
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages[`route_title_visit-form-${kind}-create`])}>
      <VisitFormEditor kind={kind} />
    </AreaFrame>
  );
}

/** /visit-form/{kind}/{id}: a visit form to read or change; its title is its id. */
export function VisitFormDetailPage({ kind }: { kind: VisitFormKind }) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const found = useVisitFormQuery({ kind, id });
  return (
    <AreaFrame title={id}>
      {found.isLoading && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
      {found.isError && <EmptyState type="custom" title={intl.formatMessage(messages.listFailed)} />}
      {found.data === null && <EmptyState type="noData" title={intl.formatMessage(messages.notFound)} />}
      {found.data && <VisitFormEditor key={found.data.updatedAt} kind={kind} form={found.data} />}
    </AreaFrame>
  );
}
