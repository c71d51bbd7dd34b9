import { useState, type FormEvent } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { AdministeredUser, CopiedUserIdentity, UserFormOptions } from '../../application/portal/user-administration/ports';
import { refused } from '../../domain/shared/result';
import { userError } from '../../domain/shared/user-error';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { UserFormFrame, useUserFormData } from './UserFormFrame';
import { errorsByField } from './user-form-state';
import { useCopyUserMutation } from './users-api';
import { usersMessages } from './users-messages';
import { userFormPaths } from './UsersListPage';

/** What the copy takes from the user copied, shown before the administrator gives the new user's own fields. */
function CopiedAccess({ source }: { source: AdministeredUser }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(usersMessages.roles), source.roles.map((role) => role.description).join(', ')],
    [intl.formatMessage(usersMessages.groupRole), source.groupRole?.description ?? intl.formatMessage(usersMessages.noGroupRole)],
    [intl.formatMessage(usersMessages.userAreas), source.userAreas.map((area) => [area.sorg, area.limitation].filter(Boolean).join(' ')).join(', ')],
    [intl.formatMessage(usersMessages.markets), source.contentTargetMarkets.map((market) => market.marketName).join(', ')],
  ];
  return (
    <section>
      <p className="user-admin__note">{intl.formatMessage(usersMessages.copiedFrom, { name: source.name })}</p>
      <dl className="user-admin__summary">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CopyUserForm({ source, options }: { source: AdministeredUser; options: UserFormOptions }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [copyUser, copying] = useCopyUserMutation();
  const [identity, setIdentity] = useState<CopiedUserIdentity>({ email: '', name: '', username: '', languageId: source.language.id, sendEmail: source.sendEmail });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<CopiedUserIdentity>) => setIdentity((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await copyUser({ sourceId: source.id, identity });
    const result = 'data' in answer && answer.data ? answer.data : refused(userError([], 'failed_save_user'));
    if (!result.ok) return setErrors(errorsByField(intl, result.error));
    void navigate(localePath(userFormPaths(options.variant).edit(result.value.id)), { replace: true, state: { saved: true } });
  };
  const field = (name: 'email' | 'name' | 'username', label: string, type = 'text') => (
    <TextField label={label} name={name} type={type} value={identity[name]} onChange={(value) => set({ [name]: value })} isRequired errorMessage={errors[name] ?? null} />
  );
  // The copied fields' refusals (a group role or area no longer allowed) concern the copy as a whole.
  const refusal = errors[''] ?? errors.roleIds ?? errors.groupRoleId ?? errors.userAreas ?? errors.contentTargetMarketIds ?? errors.sourceId;
  return (
    <Form className="user-admin__form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
      <CopiedAccess source={source} />
      {field('email', intl.formatMessage(usersMessages.email), 'email')}
      {field('name', intl.formatMessage(usersMessages.name))}
      {field('username', intl.formatMessage(usersMessages.username))}
      <SelectField
        label={intl.formatMessage(usersMessages.language)}
        options={options.languages.map((language) => ({ id: language.id, label: language.description }))}
        value={identity.languageId || null}
        isRequired
        onChange={(languageId) => set({ languageId: languageId ?? '' })}
        errorMessage={errors.languageId ?? null}
      />
      <Checkbox className="checkbox" isSelected={identity.sendEmail} onChange={(sendEmail) => set({ sendEmail })}>
        <span className="checkbox__box" aria-hidden="true" />
        <span>{intl.formatMessage(usersMessages.sendEmail)}</span>
      </Checkbox>
      {refusal && (
        <p role="alert" className="user-admin__refusal">
          {refusal}
        </p>
      )}
      <div className="user-admin__form-actions">
        <Button type="submit" isDisabled={copying.isLoading}>
          {intl.formatMessage(copying.isLoading ? usersMessages.saving : usersMessages.save)}
        </Button>
      </div>
    </Form>
  );
}

/** /admin/users/{id}/copy-us: a new user with the roles, group role, areas and markets of another. */
export function CopyUserPage() {
  const { id = '' } = useParams();
  const data = useUserFormData(id);
  return <UserFormFrame route="admin-users-id-copy-us" data={data}>{(options, source) => source && <CopyUserForm source={source} options={options} />}</UserFormFrame>;
}
