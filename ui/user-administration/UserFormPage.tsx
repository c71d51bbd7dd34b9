import { useState, type FormEvent } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { AdministeredUser, UserFormOptions } from '../../application/portal/user-administration/ports';
import { refused } from '../../domain/shared/result';
import { userError } from '../../domain/shared/user-error';
import { normaliseUserInput, userInputErrors, type UserInput } from '../../domain/user-administration/user-form';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { Toast } from '../components/Toast';
import { useLocalePath } from '../i18n/portal-locale';
import { ChoiceGroupField } from '../roles/ChoiceGroupField';
import '../roles/access-admin.css';
import { ConfirmedUserAction } from './ConfirmedUserAction';
import { UserAuditLog } from './UserAuditLog';
import { UserAreasField } from './UserAreasField';
import { UserFormFrame, useUserFormData, type UserFormRoute } from './UserFormFrame';
import { errorsByField, initialUserInput } from './user-form-state';
import { useSaveUserMutation, useSendPasswordLinkMutation } from './users-api';
import { usersMessages } from './users-messages';
import { userFormPaths } from './UsersListPage';

function Switch({ label, isSelected, onChange }: { label: string; isSelected: boolean; onChange: (selected: boolean) => void }) {
  return (
    <Checkbox className="checkbox" isSelected={isSelected} onChange={onChange}>
      <span className="checkbox__box" aria-hidden="true" />
      <span>{label}</span>
    </Checkbox>
  );
}

function GeneratePasswordButton({ user }: { user: AdministeredUser }) {
  const intl = useIntl();
  const [sendPasswordLink] = useSendPasswordLinkMutation();
  return (
    <ConfirmedUserAction
      buttonLabel={intl.formatMessage(usersMessages.generatePassword)}
      question={intl.formatMessage(usersMessages.generatePasswordTitle, { name: user.name })}
      explanation={intl.formatMessage(usersMessages.generatePasswordMessage)}
      confirmLabel={intl.formatMessage(usersMessages.generatePassword)}
      doneText={intl.formatMessage(usersMessages.passwordLinkSent, { email: user.email })}
      run={async () => {
        const answer = await sendPasswordLink(user.id);
        return 'data' in answer && answer.data ? answer.data : refused(userError([], 'failed_save_user'));
      }}
    />
  );
}

/**
 * The fields of spec 002 §3. The reduced form (administrators with page.user-management-us only) leaves out the roles,
 * which come from the group role, and the warranty and fake e-mail switches; the service decides which form applies.
 */
function UserForm({ user, options }: { user: AdministeredUser | undefined; options: UserFormOptions }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const justSaved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [saveUser, saving] = useSaveUserMutation();
  const [input, setInput] = useState<UserInput>(() => initialUserInput(user, options));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(justSaved);
  const full = options.variant === 'full';
  const set = (patch: Partial<UserInput>) => setInput((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // The service's own field rules, checked here first so the administrator sees every refusal at once.
    const checked = userInputErrors(normaliseUserInput(input), options.variant);
    if (checked.length > 0) return setErrors(errorsByField(intl, checked));
    const answer = await saveUser({ id: user?.id ?? null, user: input });
    const result = 'data' in answer && answer.data ? answer.data : refused(userError([], 'failed_save_user'));
    setErrors(result.ok ? {} : errorsByField(intl, result.error));
    if (!result.ok) return;
    if (user) setSaved(true);
    else void navigate(localePath(userFormPaths(options.variant).edit(result.value.id)), { replace: true, state: { saved: true } });
  };

  const field = (name: 'email' | 'name' | 'username', label: string, type = 'text') => (
    <TextField label={label} name={name} type={type} value={input[name]} onChange={(value) => set({ [name]: value })} isRequired errorMessage={errors[name] ?? null} />
  );
  return (
    <>
      <Form className="user-admin__form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        {!full && <p className="user-admin__note">{intl.formatMessage(usersMessages.reducedNote)}</p>}
        {field('email', intl.formatMessage(usersMessages.email), 'email')}
        {field('name', intl.formatMessage(usersMessages.name))}
        {field('username', intl.formatMessage(usersMessages.username))}
        <SelectField
          label={intl.formatMessage(usersMessages.language)}
          options={options.languages.map((language) => ({ id: language.id, label: language.description }))}
          value={input.languageId || null}
          isRequired
          onChange={(languageId) => set({ languageId: languageId ?? '' })}
          errorMessage={errors.languageId ?? null}
        />
        <div className="user-admin__switches">
          <Switch label={intl.formatMessage(usersMessages.sendEmail)} isSelected={input.sendEmail} onChange={(sendEmail) => set({ sendEmail })} />
          {full && <Switch label={intl.formatMessage(usersMessages.sendEmailWarranty)} isSelected={input.sendEmailWarranty} onChange={(sendEmailWarranty) => set({ sendEmailWarranty })} />}
          {full && <Switch label={intl.formatMessage(usersMessages.isFakeEmail)} isSelected={input.isFakeEmail} onChange={(isFakeEmail) => set({ isFakeEmail })} />}
        </div>
        <SelectField
          label={intl.formatMessage(usersMessages.groupRole)}
          options={[...(full ? [{ id: '', label: intl.formatMessage(usersMessages.noGroupRole) }] : []), ...options.groupRoles.map((group) => ({ id: group.id, label: group.description }))]}
          value={input.groupRoleId ?? (full ? '' : null)}
          isRequired={!full}
          onChange={(groupRoleId) => set({ groupRoleId: groupRoleId || null })}
          errorMessage={errors.groupRoleId ?? null}
        />
        {full && (
          <ChoiceGroupField
            label={intl.formatMessage(usersMessages.roles)}
            choices={options.roles.map((role) => ({ id: role.id, label: role.description }))}
            value={input.roleIds}
            onChange={(roleIds) => set({ roleIds })}
            errorMessage={errors.roleIds ?? null}
          />
        )}
        <UserAreasField areas={input.userAreas} sorgs={options.sorgs} errors={errors} onChange={(userAreas) => set({ userAreas })} />
        <ChoiceGroupField
          label={intl.formatMessage(usersMessages.markets)}
          choices={options.contentTargetMarkets.map((market) => ({ id: market.id, label: market.marketName, description: market.type }))}
          value={input.contentTargetMarketIds}
          onChange={(contentTargetMarketIds) => set({ contentTargetMarketIds })}
          errorMessage={errors.contentTargetMarketIds ?? null}
        />
        {errors[''] && (
          <p role="alert" className="user-admin__refusal">
            {errors['']}
          </p>
        )}
        <div className="user-admin__form-actions">
          <Button type="submit" isDisabled={saving.isLoading}>
            {intl.formatMessage(saving.isLoading ? usersMessages.saving : usersMessages.save)}
          </Button>
        </div>
      </Form>
      {user && (
        <div className="user-admin__form-actions">
          <GeneratePasswordButton user={user} />
        </div>
      )}
      {user && <UserAuditLog userId={user.id} />}
      {saved && (
        <Toast tone="info" onClose={() => setSaved(false)}>
          {intl.formatMessage(usersMessages.saved)}
        </Toast>
      )}
    </>
  );
}

/** /admin/users/create and create-us. */
export function CreateUserPage({ route }: { route: Extract<UserFormRoute, 'admin-users-create' | 'admin-users-create-us'> }) {
  const data = useUserFormData(null);
  return <UserFormFrame route={route} data={data}>{(options) => <UserForm user={undefined} options={options} />}</UserFormFrame>;
}

/** /admin/users/{id}/edit and edit-us. */
export function EditUserPage({ route }: { route: Extract<UserFormRoute, 'admin-users-id-edit' | 'admin-users-id-edit-us'> }) {
  const { id = '' } = useParams();
  const data = useUserFormData(id);
  return <UserFormFrame route={route} data={data}>{(options, user) => <UserForm key={user?.id} user={user} options={options} />}</UserFormFrame>;
}
