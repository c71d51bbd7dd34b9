import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which generic failure message to show: offline people are told to check their connection. */
export type FailureMessage = 'connection_error' | 'something_wrong';

export interface ConnectionState {
  /** A request got no answer: the connection-failed dialog is up until the page reloads. */
  connectionFailed: boolean;
  failure: FailureMessage | null;
  /** The browser's own view of the network (online and offline events). */
  online: boolean;
  /** The service is under maintenance and ended the session: its text, once announced, until acknowledged. */
  maintenance: { message: string | null } | null;
}

const initialState: ConnectionState = { connectionFailed: false, failure: null, online: true, maintenance: null };

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
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    maintenanceAnnounced(state, action: PayloadAction<string | null>) {
      state.maintenance = { message: action.payload };
    },
    maintenanceAcknowledged(state) {
      state.maintenance = null;
    },
  },
  selectors: {
    selectConnectionFailed: (state) => state.connectionFailed,
    selectFailure: (state) => state.failure,
    selectOnline: (state) => state.online,
    selectMaintenance: (state) => state.maintenance,
  },
});

export const { connectionFailed, requestFailed, connectivityChanged, maintenanceAnnounced, maintenanceAcknowledged } = connectionSlice.actions;
export const { selectConnectionFailed, selectFailure, selectOnline, selectMaintenance } = connectionSlice.selectors;
export const connectionReducer = connectionSlice.reducer;
