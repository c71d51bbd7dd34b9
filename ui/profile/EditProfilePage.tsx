import { useState, type FormEvent } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { OwnProfile } from '../../application/portal/profile/ports';
import type { OwnProfileInput } from '../../domain/user-administration/profile-form';
import { email, matches, maxLength, notEmpty, password as passwordRule, text } from '../../domain/forms/field-rules';
import { USER_FIELD_MAX_LENGTH } from '../../domain/user-administration/user-form';
import type { UserError } from '../../domain/shared/user-error';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { PasswordField } from '../components/PasswordField';
import { PhoneField } from '../components/PhoneField';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { commonMessages } from '../i18n/common-messages';
import { selectHostConfig } from '../shell/config-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ownProfileSaved, useOwnProfileQuery } from './profile-api';
import { errorOf } from './profile-errors';
import { passwordMessages, profileMessages } from './profile-messages';
import './profile.css';

const NAME_RULES = [notEmpty, text, maxLength(USER_FIELD_MAX_LENGTH)];
const EMAIL_RULES = [notEmpty, email, maxLength(USER_FIELD_MAX_LENGTH)];
const NEW_PASSWORD_RULES = [passwordRule];
const NO_PASSWORD_CHANGE = { currentPassword: '', newPassword: '', confirmation: '' };

type Outcome = { kind: 'saved' } | { kind: 'refused'; errors: readonly UserError[] } | null;

function NotificationChoice({ label, isSelected, onChange }: { label: string; isSelected: boolean; onChange: (selected: boolean) => void }) {
  return (
    <Checkbox className="checkbox" isSelected={isSelected} onChange={onChange}>
      <span className="checkbox__box" aria-hidden="true" />
      <span>{label}</span>
    </Checkbox>
  );
}

function ProfileForm({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectHostConfig);
  const { phoneCountryCode: _countryCode, ...editable } = profile;
  const [fields, setFields] = useState<OwnProfileInput>({ ...editable, ...NO_PASSWORD_CHANGE });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const change = <K extends keyof OwnProfileInput>(field: K) => (value: OwnProfileInput[K]) => setFields((current) => ({ ...current, [field]: value }));
  const errors = outcome?.kind === 'refused' ? outcome.errors : [];
  const fieldError = (field: string) => errorOf(intl, errors, field, profileMessages.failed);
  const general = errors.find((error) => error.field.length === 0);
  const languages = config?.languages.length ? config.languages : [{ code: profile.languageId, name: profile.languageId }];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await dispatch(ownProfileSaved(fields));
    setSaving(false);
    if (!result.ok) return setOutcome({ kind: 'refused', errors: result.error });
    setFields((current) => ({ ...current, ...NO_PASSWORD_CHANGE }));
    setOutcome({ kind: 'saved' });
  }

  return (
    <Form className="profile__form" onSubmit={(event) => void submit(event)}>
      {outcome?.kind === 'saved' && (
        <p role="status" className="profile__saved">
          {intl.formatMessage(profileMessages.saved)}
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <p role="alert" className="form-error">
          {intl.formatMessage(general ? profileMessages.failed : profileMessages.notSavedFields)}
        </p>
      )}
      <fieldset className="profile__section">
        <legend>{intl.formatMessage(profileMessages.personal)}</legend>
        <TextField label={intl.formatMessage(profileMessages.name)} autoComplete="name" isRequired rules={NAME_RULES} value={fields.name} onChange={change('name')} errorMessage={fieldError('name')} />
        <TextField label={intl.formatMessage(profileMessages.email)} type="email" autoComplete="email" isRequired rules={EMAIL_RULES} value={fields.email} onChange={change('email')} errorMessage={fieldError('email')} />
        <PhoneField label={intl.formatMessage(profileMessages.phone)} countryCode={profile.phoneCountryCode} value={fields.phone} onChange={change('phone')} errorMessage={fieldError('phone')} />
        <SelectField
          label={intl.formatMessage(profileMessages.language)}
          isRequired
          options={languages.map((language) => ({ id: language.code, label: language.name }))}
          value={fields.languageId}
          onChange={(id) => change('languageId')(id ?? '')}
          errorMessage={fieldError('languageId')}
        />
      </fieldset>
      <fieldset className="profile__section">
        <legend>{intl.formatMessage(profileMessages.notifications)}</legend>
        <NotificationChoice label={intl.formatMessage(profileMessages.sendEmail)} isSelected={fields.sendEmail} onChange={change('sendEmail')} />
        <NotificationChoice label={intl.formatMessage(profileMessages.sendEmailWarranty)} isSelected={fields.sendEmailWarranty} onChange={change('sendEmailWarranty')} />
      </fieldset>
      <fieldset className="profile__section">
        <legend>{intl.formatMessage(profileMessages.passwordSection)}</legend>
        <p className="profile__hint">{intl.formatMessage(profileMessages.passwordHint)}</p>
        <PasswordField
          label={intl.formatMessage(profileMessages.currentPassword)}
          autoComplete="current-password"
          isRequired={fields.newPassword !== '' || fields.confirmation !== ''}
          value={fields.currentPassword}
          onChange={change('currentPassword')}
          errorMessage={fieldError('currentPassword')}
        />
        <PasswordField
          label={intl.formatMessage(profileMessages.newPassword)}
          description={intl.formatMessage(passwordMessages.rules)}
          isRequired={fields.currentPassword !== '' || fields.confirmation !== ''}
          rules={NEW_PASSWORD_RULES}
          value={fields.newPassword}
          onChange={change('newPassword')}
          errorMessage={fieldError('newPassword')}
        />
        <PasswordField
          label={intl.formatMessage(passwordMessages.confirmation)}
          isRequired={fields.newPassword !== ''}
          rules={[matches(fields.newPassword)]}
          value={fields.confirmation}
          onChange={change('confirmation')}
          errorMessage={fieldError('confirmation')}
        />
      </fieldset>
      <Button type="submit" isPending={saving}>
        {intl.formatMessage(profileMessages.save)}
      </Button>
    </Form>
  );
}

/** /user/edit-profile: the signed-in user's own details, notification choices and password (scope profile.update). */
export function EditProfilePage() {
  const intl = useIntl();
  const profile = useOwnProfileQuery();
  return (
    <AreaFrame title={intl.formatMessage(profileMessages.title)}>
      <div className="profile">
        {profile.isLoading && <Spinner label={intl.formatMessage(commonMessages.loading)} />}
        {profile.isError && (
          <EmptyState type="custom" title={intl.formatMessage(profileMessages.loadFailed)} action={<Button onPress={() => void profile.refetch()}>{intl.formatMessage(profileMessages.tryAgain)}</Button>} />
        )}
        {profile.data && <ProfileForm profile={profile.data} />}
      </div>
    </AreaFrame>
  );
}
