import type { ActiveCustomer } from '../../application/portal/session/ports';
import type { SessionUser } from '../../domain/session/session-user';
import type { SessionSliceState } from '../session/session-slice';

/** The session slice of a signed-in user, for stories and view tests. */
export function signedInSession(user: SessionUser, activeCustomer: ActiveCustomer | null = null): SessionSliceState {
  return { status: 'signed-in', user, activeCustomer, signIn: { submitting: false, error: null }, endedOnRefusedPage: false };
}

/** The session slice of a visitor who is not signed in. */
export function anonymousSession(): SessionSliceState {
  return { status: 'anonymous', user: null, activeCustomer: null, signIn: { submitting: false, error: null }, endedOnRefusedPage: false };
}
