import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionState } from '../../application/portal/session/load-session';
import type { ActiveCustomer } from '../../application/portal/session/ports';
import type { SignInError } from '../../application/portal/session/sign-in';
import type { SessionUser } from '../../domain/session/session-user';

/** unknown until the stored session is loaded; reload-needed while the page reloads for another session. */
export type SessionStatus = 'unknown' | 'anonymous' | 'signed-in' | 'reload-needed';

export interface SessionSliceState {
  status: SessionStatus;
  user: SessionUser | null;
  activeCustomer: ActiveCustomer | null;
  signIn: { submitting: boolean; error: SignInError | null };
  /** The session was ended because the user opened a page their scopes do not allow: sign-in starts afresh. */
  endedOnRefusedPage: boolean;
}

const initialState: SessionSliceState = {
  status: 'unknown',
  user: null,
  activeCustomer: null,
  signIn: { submitting: false, error: null },
  endedOnRefusedPage: false,
};

function anonymous(): SessionSliceState {
  return { ...initialState, status: 'anonymous' };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoaded(state, action: PayloadAction<SessionState>) {
      const loaded = action.payload;
      switch (loaded.kind) {
        case 'anonymous':
          return anonymous();
        case 'signed-in':
          state.status = 'signed-in';
          state.user = loaded.user;
          return;
        case 'reload-needed':
          state.status = 'reload-needed';
          return;
      }
    },
    signInSubmitted(state) {
      state.signIn = { submitting: true, error: null };
    },
    signInFailed(state, action: PayloadAction<SignInError>) {
      state.signIn = { submitting: false, error: action.payload };
    },
    signInInterrupted(state) {
      state.signIn = { submitting: false, error: null };
    },
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'signed-in';
      state.user = action.payload;
      state.activeCustomer = null;
      state.signIn = { submitting: false, error: null };
    },
    signedOut: anonymous,
    sessionEnded: anonymous,
    signedOutOnRefusedPage() {
      return { ...anonymous(), endedOnRefusedPage: true };
    },
    userLanguageChanged(state, action: PayloadAction<{ id: string; description: string }>) {
      if (state.user) state.user.language = action.payload;
    },
    activeCustomerLoaded(state, action: PayloadAction<ActiveCustomer | null>) {
      state.activeCustomer = action.payload;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectActiveCustomer: (state) => state.activeCustomer,
    selectSignIn: (state) => state.signIn,
    selectEndedOnRefusedPage: (state) => state.endedOnRefusedPage,
  },
});

export const {
  sessionLoaded,
  signInSubmitted,
  signInFailed,
  signInInterrupted,
  signedIn,
  signedOut,
  sessionEnded,
  signedOutOnRefusedPage,
  userLanguageChanged,
  activeCustomerLoaded,
} = sessionSlice.actions;
export const { selectSessionStatus, selectUser, selectActiveCustomer, selectSignIn, selectEndedOnRefusedPage } = sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;
