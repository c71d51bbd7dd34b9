import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HostConfig } from '../../domain/config/host-config';
import type { PortalThunk } from '../store/thunk';

export interface ConfigState {
  /** The host's configuration; null until loaded, and for good when it could not be. */
  host: HostConfig | null;
}

const initialState: ConfigState = { host: null };

const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    hostConfigLoaded(state, action: PayloadAction<HostConfig | null>) {
      state.host = action.payload;
    },
  },
  selectors: {
    selectHostConfig: (state) => state.host,
  },
});

export const { hostConfigLoaded } = configSlice.actions;
export const { selectHostConfig } = configSlice.selectors;
export const configReducer = configSlice.reducer;

/** Loads the configuration of the host the portal runs on; the portal goes on without it when that fails. */
export function hostConfigRequested(host: string): PortalThunk {
  return async (dispatch, _getState, { loadHostConfig }) => {
    dispatch(hostConfigLoaded(await loadHostConfig(host)));
  };
}
