import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadedMenuFacts } from '../../application/portal/navigation/load-menu-facts';

export interface ShellState {
  /** The consumer voice dialog is open (opened from the profile menu or the drawer). */
  consumerVoiceOpen: boolean;
  /** The page's own search is open on small screens (the mobile header's search button). */
  mobileSearchOpen: boolean;
  /** What the side menu needs beyond the scopes; null until loaded. */
  menuFacts: LoadedMenuFacts | null;
}

const initialState: ShellState = { consumerVoiceOpen: false, mobileSearchOpen: false, menuFacts: null };

const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    consumerVoiceOpened(state) {
      state.consumerVoiceOpen = true;
    },
    consumerVoiceClosed(state) {
      state.consumerVoiceOpen = false;
    },
    mobileSearchToggled(state) {
      state.mobileSearchOpen = !state.mobileSearchOpen;
    },
    menuFactsLoaded(state, action: PayloadAction<LoadedMenuFacts>) {
      state.menuFacts = action.payload;
    },
  },
  selectors: {
    selectConsumerVoiceOpen: (state) => state.consumerVoiceOpen,
    selectMobileSearchOpen: (state) => state.mobileSearchOpen,
    selectMenuFacts: (state) => state.menuFacts,
  },
});

export const { consumerVoiceOpened, consumerVoiceClosed, mobileSearchToggled, menuFactsLoaded } = shellSlice.actions;
export const { selectConsumerVoiceOpen, selectMobileSearchOpen, selectMenuFacts } = shellSlice.selectors;
export const shellReducer = shellSlice.reducer;
