import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { notEmpty } from '../../domain/forms/field-rules';
import type { PasswordResetRequestOutcome } from '../../application/portal/profile/ports';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { selectHostConfig } from '../shell/config-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { passwordResetRequested } from './profile-api';
import { passwordMessages, tooManyMessages } from './profile-messages';
import './profile.css';

const LOGIN_RULES = [notEmpty];

type Answer = PasswordResetRequestOutcome | { kind: 'failed' } | null;

function RequestForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [login, setLogin] = useState('');
  const [answer, setAnswer] = useState<Answer>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      setAnswer(await dispatch(passwordResetRequested(login.trim())));
    } catch {
      setAnswer({ kind: 'failed' });
    } finally {
      setSending(false);
    }
  }

  // The same words whatever was entered: the page never tells whether an account exists.
  if (answer?.kind === 'accepted') {
    return (
      <p role="status" className="password-page__done">
        {intl.formatMessage(passwordMessages.sent)}
      </p>
    );
  }
  return (
    <Form className="password-page__form" onSubmit={(event) => void submit(event)}>
      {answer?.kind === 'too_many' && (
        <p role="alert" className="form-error">
          {intl.formatMessage(tooManyMessages.tooMany, { minutes: Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) })}
        </p>
      )}
      {answer?.kind === 'failed' && (
        <p role="alert" className="form-error">
          {intl.formatMessage(passwordMessages.requestFailed)}
        </p>
      )}
      <TextField label={intl.formatMessage(passwordMessages.login)} name="login" autoComplete="username" isRequired rules={LOGIN_RULES} value={login} onChange={setLogin} />
      <Button type="submit" isPending={sending}>
        {intl.formatMessage(passwordMessages.send)}
      </Button>
    </Form>
  );
}

/** /forgot-password: asks for an e-mailed link to set a new password, where the host offers it (config forgotPassword). */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const config = useAppSelector(selectHostConfig);
  const title = intl.formatMessage(passwordMessages.forgotTitle);
  return (
    <main className="full-container password-page" aria-labelledby="forgot-password-title">
      <title>{title}</title>
      <h1 id="forgot-password-title">{title}</h1>
      {config?.forgotPassword ? (
        <>
          <p>{intl.formatMessage(passwordMessages.forgotIntro)}</p>
          <RequestForm />
        </>
      ) : (
        <EmptyState type="custom" title={intl.formatMessage(passwordMessages.notOffered)} />
      )}
      <LinkButton variant="secondary" href={localePath('/login')}>
        {intl.formatMessage(passwordMessages.toLogin)}
      </LinkButton>
    </main>
  );
}
