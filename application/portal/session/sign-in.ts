import { required, type FieldMessage } from '../../../domain/forms/field-rules';
import type { SessionUser } from '../../../domain/session/session-user';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Credentials, SessionGateway, TokenStore } from './ports';

export type CredentialField = keyof Credentials;

/** Why a sign-in did not succeed, in the terms the login page shows. */
export type SignInError =
  | { kind: 'invalid'; fields: Partial<Record<CredentialField, FieldMessage>> }
  | { kind: 'login_failed' }
  | { kind: 'too_many_attempts'; retryAfterSeconds: number };

/** Signs a person in with username and password and answers the user the new session belongs to. */
export type SignIn = (credentials: Credentials) => Promise<Result<SessionUser, SignInError>>;

const CREDENTIAL_FIELDS: readonly CredentialField[] = ['username', 'password'];

function isCredentialField(field: string): field is CredentialField {
  return (CREDENTIAL_FIELDS as readonly string[]).includes(field);
}

function missingFields(credentials: Credentials): Partial<Record<CredentialField, FieldMessage>> {
  const fields: Partial<Record<CredentialField, FieldMessage>> = {};
  for (const field of CREDENTIAL_FIELDS) {
    const failure = required(credentials[field]);
    if (failure) fields[field] = failure;
  }
  return fields;
}

export function createSignIn(deps: { gateway: SessionGateway; tokens: TokenStore }): SignIn {
  return async (credentials) => {
    const fields = missingFields(credentials);
    if (Object.keys(fields).length > 0) return err({ kind: 'invalid', fields });

    const login = await deps.gateway.login(credentials);
    if (!login.ok) {
      const refusal = login.error;
      switch (refusal.reason) {
        case 'required':
          return err({
            kind: 'invalid',
            fields: Object.fromEntries(refusal.fields.filter(isCredentialField).map((field) => [field, { key: 'required' }])),
          });
        case 'too_many_attempts':
          return err({ kind: 'too_many_attempts', retryAfterSeconds: refusal.retryAfterSeconds });
        case 'login_failed':
          return err({ kind: 'login_failed' });
      }
    }

    deps.tokens.write(login.value);
    const user = await deps.gateway.currentUser();
    if (!user) {
      // Tokens the service has just issued but will not honour are of no use to keep.
      deps.tokens.clear();
      return err({ kind: 'login_failed' });
    }
    return ok(user);
  };
}
