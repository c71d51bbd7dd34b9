import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProgressState } from '../../../application/portal/shell/request-progress';

const initialState: ProgressState = { phase: 'hidden', failed: false };

const progressSlice = createSlice({
  name: 'progress',
  initialState,
  reducers: {
    requestProgressChanged(_state, action: PayloadAction<ProgressState>) {
      return action.payload;
    },
  },
  selectors: {
    selectRequestProgress: (state) => state,
  },
});

export const { requestProgressChanged } = progressSlice.actions;
export const { selectRequestProgress } = progressSlice.selectors;
export const progressReducer = progressSlice.reducer;
