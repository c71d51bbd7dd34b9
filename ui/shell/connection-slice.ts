import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which generic failure message to show: offline people are told to check their connection. */
export type FailureMessage = 'connection_error' | 'something_wrong';

export interface ConnectionState {
  /** A request got no answer: the connection-failed dialog is up until the page reloads. */
  connectionFailed: boolean;
  failure: FailureMessage | null;
}

const initialState: ConnectionState = { connectionFailed: false, failure: null };

const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionFailed(state) {
      state.connectionFailed = true;
    },
    requestFailed(state, action: PayloadAction<{ online: boolean }>) {
      // The connection-failed dialog already says all there is to say.
      if (state.connectionFailed) return;
      state.failure = action.payload.online ? 'something_wrong' : 'connection_error';
    },
  },
  selectors: {
    selectConnectionFailed: (state) => state.connectionFailed,
    selectFailure: (state) => state.failure,
  },
});

export const { connectionFailed, requestFailed } = connectionSlice.actions;
export const { selectConnectionFailed, selectFailure } = connectionSlice.selectors;
export const connectionReducer = connectionSlice.reducer;
