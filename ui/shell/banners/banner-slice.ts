import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { PopupBanner } from '../../../application/portal/banners/ports';
import type { Scope } from '../../../domain/access/scopes';
import { sessionEnded, signedIn, signedOut } from '../../session/session-slice';
import type { PortalThunk } from '../../store/thunk';

export interface BannerPopupState {
  banners: PopupBanner[];
  open: boolean;
  /** The pop-up was looked up for this page load; it opens at most once per load. */
  requested: boolean;
}

const initialState: BannerPopupState = { banners: [], open: false, requested: false };

const bannerPopupSlice = createSlice({
  name: 'bannerPopup',
  initialState,
  reducers: {
    bannerPopupLookedUp(state) {
      state.requested = true;
    },
    bannerPopupOpened(state, action: PayloadAction<PopupBanner[]>) {
      state.banners = action.payload;
      state.open = action.payload.length > 0;
    },
    bannerPopupHidden(state) {
      state.open = false;
    },
  },
  // What was loaded belongs to the user who was signed in: another session looks again.
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(signedIn, signedOut, sessionEnded), () => initialState);
  },
  selectors: {
    selectPopupBanners: (state) => state.banners,
    selectBannerPopupOpen: (state) => state.open,
    selectBannerPopupRequested: (state) => state.requested,
  },
});

export const { bannerPopupLookedUp, bannerPopupOpened, bannerPopupHidden } = bannerPopupSlice.actions;
export const { selectPopupBanners, selectBannerPopupOpen, selectBannerPopupRequested } = bannerPopupSlice.selectors;
export const bannerPopupReducer = bannerPopupSlice.reducer;

/** Opens the banner pop-up on load when there are banners, the user lacks page.home-page and it was not closed. */
export function bannerPopupRequested(scopes: readonly Scope[]): PortalThunk {
  return async (dispatch, _getState, { bannerPopup }) => {
    dispatch(bannerPopupLookedUp());
    dispatch(bannerPopupOpened(await bannerPopup.load(scopes)));
  };
}

/** Closing the pop-up, or following a banner's link, keeps it shut for two hours. */
export function bannerPopupClosed(): PortalThunk {
  return async (dispatch, _getState, { bannerPopup }) => {
    bannerPopup.close();
    dispatch(bannerPopupHidden());
  };
}
