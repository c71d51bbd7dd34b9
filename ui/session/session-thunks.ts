import type { Credentials } from '../../application/portal/session/ports';
import type { SessionUser } from '../../domain/session/session-user';
import { cartCleared } from '../shell/cart/cart-slice';
import { requestFailed } from '../shell/connection-slice';
import type { PortalThunk } from '../store/thunk';
import {
  activeCustomerLoaded,
  sessionLoaded,
  signedIn,
  signedOut,
  signInFailed,
  signInInterrupted,
  signInSubmitted,
  signedOutOnRefusedPage,
} from './session-slice';

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Loads the session the stored tokens belong to, when the portal starts. */
export function sessionRequested(): PortalThunk {
  return async (dispatch, _getState, { loadSession }) => {
    try {
      dispatch(sessionLoaded(await loadSession(null)));
    } catch {
      dispatch(sessionLoaded({ kind: 'anonymous' }));
      dispatch(requestFailed({ online: online() }));
    }
  };
}

/** Checks, on each page change, that the stored token still speaks for the user the page shows. */
export function sessionChecked(shown: SessionUser): PortalThunk {
  return async (dispatch, _getState, { loadSession }) => {
    try {
      const state = await loadSession(shown);
      if (state.kind !== 'signed-in') dispatch(sessionLoaded(state));
    } catch {
      // The next page change checks again; a lost connection has its own dialog.
    }
  };
}

export function signInRequested(credentials: Credentials): PortalThunk {
  return async (dispatch, _getState, { signIn }) => {
    dispatch(signInSubmitted());
    try {
      const result = await signIn(credentials);
      dispatch(result.ok ? signedIn(result.value) : signInFailed(result.error));
    } catch {
      dispatch(signInInterrupted());
      dispatch(requestFailed({ online: online() }));
    }
  };
}

/** Logout: the cart's products are cleared first, then the session ends (spec 000 §4). */
export function signOutRequested(): PortalThunk {
  return async (dispatch, _getState, { signOut }) => {
    dispatch(cartCleared());
    await signOut();
    dispatch(signedOut());
  };
}

/** Signs out a user who opened a page their scopes do not allow (spec 000 §6: any failure logs out to /login). */
export function signOutOnRefusedPage(): PortalThunk {
  return async (dispatch, _getState, { signOut }) => {
    dispatch(cartCleared());
    await signOut();
    dispatch(signedOutOnRefusedPage());
  };
}

/** Names the customer the session acts for; a failure leaves the code alone on show, as customer lists do. */
export function activeCustomerRequested(): PortalThunk {
  return async (dispatch, _getState, { loadActiveCustomer }) => {
    try {
      dispatch(activeCustomerLoaded(await loadActiveCustomer()));
    } catch {
      dispatch(activeCustomerLoaded(null));
    }
  };
}
