import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageDescriptor } from 'react-intl';
import type { ToastTone } from '../../components/Toast';

/** A pop-up message on show: blue info or red error, its dictionary message and the values it interpolates. */
export interface Popup {
  id: string;
  tone: ToastTone;
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

export interface PopupsState {
  popups: Popup[];
}

const initialState: PopupsState = { popups: [] };

/** The most pop-ups on show at once; older ones make way. */
export const MAX_POPUPS = 3;

const popupsSlice = createSlice({
  name: 'popups',
  initialState,
  reducers: {
    popupShown: {
      reducer(state, action: PayloadAction<Popup>) {
        state.popups = [...state.popups, action.payload].slice(-MAX_POPUPS);
      },
      prepare(popup: Omit<Popup, 'id'>) {
        return { payload: { ...popup, id: nanoid() } };
      },
    },
    popupDismissed(state, action: PayloadAction<string>) {
      state.popups = state.popups.filter((popup) => popup.id !== action.payload);
    },
  },
  selectors: {
    selectPopups: (state) => state.popups,
  },
});

export const { popupShown, popupDismissed } = popupsSlice.actions;
export const { selectPopups } = popupsSlice.selectors;
export const popupsReducer = popupsSlice.reducer;
