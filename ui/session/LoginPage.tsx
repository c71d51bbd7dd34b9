import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import type { CredentialField, SignInError } from '../../application/portal/session/sign-in';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { formatFieldMessage } from '../i18n/field-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { selectHostConfig } from '../shell/config-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectSessionStatus, selectSignIn } from './session-slice';
import { signInRequested } from './session-thunks';

const messages = defineMessages<{
  title: NoMessageValues;
  heading: NoMessageValues;
  username: NoMessageValues;
  password: NoMessageValues;
  submit: NoMessageValues;
  forgotPassword: NoMessageValues;
  loginFailed: NoMessageValues;
  tooManyAttempts: { seconds: number };
}>({
  title: { id: 'login_title', defaultMessage: 'Dealer portal' },
  heading: { id: 'login_header', defaultMessage: 'Sign in' },
  username: { id: 'username', defaultMessage: 'Username' },
  password: { id: 'password', defaultMessage: 'Password' },
  submit: { id: 'login_btn', defaultMessage: 'Login' },
  forgotPassword: { id: 'forgot_password_link', defaultMessage: 'Forgot password?' },
  loginFailed: { id: 'login_failed', defaultMessage: 'Login failed, username or password is incorrect' },
  tooManyAttempts: {
    id: 'too_many_attempts',
    defaultMessage: 'Too many login attempts, please try again in {seconds, plural, one {# second} other {# seconds}}',
  },
});

/** Where a person who was sent to the login page wanted to go. */
export interface LoginRedirectState {
  from?: string;
}

/** The sign-in form; once signed in it sends the person on to where they wanted to go, or to the landing page. */
export function LoginPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const { submitting, error } = useAppSelector(selectSignIn);
  const config = useAppSelector(selectHostConfig);
  const [logoMissing, setLogoMissing] = useState(false);

  if (status === 'signed-in') {
    const from = (location.state as LoginRedirectState | null)?.from;
    return <Navigate to={from ?? localePath()} replace />;
  }

  const fieldError = (field: CredentialField) => {
    const failure = error?.kind === 'invalid' ? error.fields[field] : undefined;
    return failure ? formatFieldMessage(intl, failure) : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void dispatch(signInRequested({ username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') }));
  };

  const title = config?.webTitle ?? intl.formatMessage(messages.title);
  return (
    <main className="login">
      <title>{title}</title>
      <div className="login__card">
        {config
          ? !logoMissing && (
              // The title below names the brand as well, so a logo that fails to load is left out rather than shown broken.
              <img className="login__logo" src={`/images/${config.webLogo}`} alt={config.brandName} height={48} onError={() => setLogoMissing(true)} />
            )
          : // The card may show before the host's configuration names the logo: its place is kept, so the form does not move.
            <div className="login__logo-slot" aria-hidden="true" />}
        <h1 className="login__title">{title}</h1>
        <h2 className="login__heading">{intl.formatMessage(messages.heading)}</h2>
        <Form className="login__form" onSubmit={submit} validationBehavior="aria">
          <FormError error={error} />
          <TextField
            name="username"
            label={intl.formatMessage(messages.username)}
            autoComplete="username"
            isRequired
            errorMessage={fieldError('username')}
          />
          <TextField
            name="password"
            type="password"
            label={intl.formatMessage(messages.password)}
            autoComplete="current-password"
            isRequired
            errorMessage={fieldError('password')}
          />
          <Button type="submit" isPending={submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Form>
        {config?.forgotPassword && (
          <Link className="login__forgot" to={localePath('/forgot-password')}>
            {intl.formatMessage(messages.forgotPassword)}
          </Link>
        )}
      </div>
    </main>
  );
}

function FormError({ error }: { error: SignInError | null }) {
  const intl = useIntl();
  if (error?.kind === 'login_failed') {
    return (
      <p role="alert" className="form-error">
        {intl.formatMessage(messages.loginFailed)}
      </p>
    );
  }
  if (error?.kind === 'too_many_attempts') {
    return (
      <p role="alert" className="form-error">
        {intl.formatMessage(messages.tooManyAttempts, { seconds: error.retryAfterSeconds })}
      </p>
    );
  }
  return null;
}
