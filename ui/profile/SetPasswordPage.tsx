import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { matches } from '../../domain/forms/field-rules';
import type { UserError } from '../../domain/shared/user-error';
import { Button } from '../components/Button';
import { LinkButton } from '../components/LinkButton';
import { NEW_PASSWORD_RULES, PasswordField } from '../components/PasswordField';
import { useLocalePath } from '../i18n/portal-locale';
import { useAppDispatch } from '../store/hooks';
import { passwordSetWithLink } from './profile-api';
import { errorOf, userErrorText } from './profile-errors';
import { passwordMessages, profileMessages } from './profile-messages';
import './profile.css';

/**
 * The token of the e-mailed link: it travels in the fragment (#token=…), which browsers never send to a server, so
 * it stays out of logs and Referer headers.
 */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

function SetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const localePath = useLocalePath();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<readonly UserError[]>([]);
  const [saving, setSaving] = useState(false);
  const general = errors.find((error) => error.field.length === 0 || error.field[0] === 'token');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await dispatch(passwordSetWithLink(token, password, confirmation));
    setSaving(false);
    if (result.ok) return onDone();
    setErrors(result.error);
  }

  return (
    <Form className="password-page__form" onSubmit={(event) => void submit(event)}>
      {general && (
        <div role="alert" className="form-error">
          <p>{userErrorText(intl, general, passwordMessages.setFailed)}</p>
          {general.message === 'password_link_invalid' && <LinkButton href={localePath('/forgot-password')}>{intl.formatMessage(passwordMessages.askNewLink)}</LinkButton>}
        </div>
      )}
      <PasswordField
        label={intl.formatMessage(profileMessages.newPassword)}
        description={intl.formatMessage(passwordMessages.rules)}
        isRequired
        rules={NEW_PASSWORD_RULES}
        value={password}
        onChange={setPassword}
        errorMessage={errorOf(intl, errors, 'password', passwordMessages.setFailed)}
      />
      <PasswordField
        label={intl.formatMessage(passwordMessages.confirmation)}
        isRequired
        rules={[matches(password)]}
        value={confirmation}
        onChange={setConfirmation}
        errorMessage={errorOf(intl, errors, 'confirmation', passwordMessages.setFailed)}
      />
      <Button type="submit" isPending={saving}>
        {intl.formatMessage(passwordMessages.setSubmit)}
      </Button>
    </Form>
  );
}

/** /set-password#token=…: sets a password through the single-use link of an e-mail, then leads to sign-in. */
export function SetPasswordPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [done, setDone] = useState(false);
  const title = intl.formatMessage(passwordMessages.setTitle);
  return (
    <main className="full-container password-page" aria-labelledby="set-password-title">
      <title>{title}</title>
      <h1 id="set-password-title">{title}</h1>
      {done && (
        <p role="status" className="password-page__done">
          {intl.formatMessage(passwordMessages.setDone)}
        </p>
      )}
      {!done && token === '' && <p role="alert">{intl.formatMessage(passwordMessages.linkMissing)}</p>}
      {!done && token !== '' && (
        <>
          <p>{intl.formatMessage(passwordMessages.setIntro)}</p>
          <SetPasswordForm token={token} onDone={() => setDone(true)} />
        </>
      )}
      <LinkButton variant={done ? 'primary' : 'secondary'} href={localePath('/login')}>
        {intl.formatMessage(passwordMessages.toLogin)}
      </LinkButton>
    </main>
  );
}
