import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FRAME_FIELD_MAX_LENGTH, FRAME_NUMBER_MAX_LENGTH, type FrameConsumer, type FrameRegistrationDraft } from '../../domain/frames/registration';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { LabelledCheckbox } from '../components/LabelledCheckbox';
import { useAppDispatch } from '../store/hooks';
import { useLazyFrameLookupQuery } from './retail-sales-api';
import { frameRefusalMessages, frameRefusalText, frameRegistrationMessages as messages, retailSalesMessages } from './retail-sales-messages';
import { frameRegistered } from './retail-sales-thunks';

const CONSUMER_FIELDS: readonly { name: keyof FrameConsumer; label: keyof typeof messages; type?: string; required: boolean }[] = [
  { name: 'name', label: 'consumerName', required: true },
  { name: 'phone', label: 'phone', type: 'tel', required: true },
  { name: 'address', label: 'address', required: true },
  { name: 'city', label: 'city', required: true },
  { name: 'email', label: 'email', type: 'email', required: false },
];

/** The dealer's calendar day, as the browser's clock and time zone have it. */
function localToday(): string {
  return new Date().toLocaleDateString('en-CA');
}

/**
 * The form that registers a sold frame: the frame number (which can be checked first, answering the frame's message),
 * the day of the sale and the buyer, or the dealer's own account data for a non-retail sale. The domain's check runs
 * before anything is sent; the service's refusals (frame not found, already reported, another brand) show on their
 * fields.
 */
export function FrameRegistrationForm({ onRegistered, onCancel, today = localToday() }: { onRegistered: (frameNumber: string) => void; onCancel: () => void; today?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<FrameRegistrationDraft>({
    frameNumber: '',
    soldDate: today,
    consumer: { name: '', phone: '', address: '', city: '', email: '' },
    dealerName: '',
    nonRetail: false,
    useAccountData: false,
  });
  const [refusals, setRefusals] = useState<readonly UserError[]>([]);
  const [busy, setBusy] = useState(false);
  const [lookUp, lookup] = useLazyFrameLookupQuery();

  const errors = Object.fromEntries(refusals.map((error) => [fieldPath(error), frameRefusalText(intl, error, 'failed_register_frame')]));
  const checked = lookup.data?.[0];
  const consumerChange = (name: keyof FrameConsumer) => (value: string) => setDraft((current) => ({ ...current, consumer: { ...current.consumer, [name]: value } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await dispatch(frameRegistered(draft, today));
    setBusy(false);
    if (outcome.ok) onRegistered(draft.frameNumber.trim().toUpperCase());
    else setRefusals(outcome.error);
  }

  return (
    <Form className="frame-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
      <h2 className="frame-form__title">{intl.formatMessage(messages.title)}</h2>
      {errors[''] && (
        <p role="alert" className="form-error">
          {errors['']}
        </p>
      )}
      <div className="frame-form__frame">
        <TextField
          label={intl.formatMessage(messages.frameNumber)}
          value={draft.frameNumber}
          onChange={(frameNumber) => setDraft((current) => ({ ...current, frameNumber }))}
          maxLength={FRAME_NUMBER_MAX_LENGTH + 10}
          isRequired
          errorMessage={errors.frameNumber}
        />
        <Button variant="secondary" isDisabled={draft.frameNumber.trim() === ''} isPending={lookup.isFetching} onPress={() => void lookUp(draft.frameNumber.trim())}>
          {intl.formatMessage(messages.check)}
        </Button>
      </div>
      {checked && !lookup.isFetching && (
        <p role="status" className={`frame-form__lookup frame-form__lookup--${checked.message === 'frame_can_be_reported' ? 'ok' : 'refused'}`}>
          {intl.formatMessage(frameRefusalMessages[checked.message])}
          {checked.articleName && ` ${checked.brand ?? ''} · ${checked.articleName}`}
        </p>
      )}
      <div className="frame-form__fields">
        <TextField type="date" label={intl.formatMessage(messages.soldDate)} value={draft.soldDate} onChange={(soldDate) => setDraft((current) => ({ ...current, soldDate }))} isRequired errorMessage={errors.soldDate} />
        <TextField label={intl.formatMessage(messages.dealer)} value={draft.dealerName} onChange={(dealerName) => setDraft((current) => ({ ...current, dealerName }))} maxLength={FRAME_FIELD_MAX_LENGTH} errorMessage={errors.dealerName} />
      </div>
      <div className="frame-form__choices">
        <LabelledCheckbox label={intl.formatMessage(messages.nonRetail)} isSelected={draft.nonRetail} onChange={(nonRetail) => setDraft((current) => ({ ...current, nonRetail }))} />
        <LabelledCheckbox label={intl.formatMessage(messages.useAccountData)} isSelected={draft.useAccountData} onChange={(useAccountData) => setDraft((current) => ({ ...current, useAccountData }))} />
      </div>
      {errors.useAccountData && (
        <p role="alert" className="form-error">
          {errors.useAccountData}
        </p>
      )}
      {!draft.useAccountData && (
        <div className="frame-form__fields">
          {CONSUMER_FIELDS.map(({ name, label, type, required }) => (
            <TextField
              key={name}
              type={type}
              label={intl.formatMessage(messages[label])}
              value={draft.consumer[name]}
              onChange={consumerChange(name)}
              maxLength={FRAME_FIELD_MAX_LENGTH}
              isRequired={required}
              errorMessage={errors[`consumer.${name}`]}
            />
          ))}
        </div>
      )}
      <div className="frame-form__actions">
        <Button type="submit" isPending={busy}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
          {intl.formatMessage(retailSalesMessages.cancel)}
        </Button>
      </div>
    </Form>
  );
}
