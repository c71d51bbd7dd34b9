import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../../../application/portal/announcements/ports';
import { sessionEnded, signedIn, signedOut } from '../../session/session-slice';
import type { PortalThunk } from '../../store/thunk';

export interface AnnouncementState {
  /** The home-page announcements on show; empty when there are none or the banner was closed. */
  items: Announcement[];
  loaded: boolean;
}

const initialState: AnnouncementState = { items: [], loaded: false };

const announcementSlice = createSlice({
  name: 'announcement',
  initialState,
  reducers: {
    homeAnnouncementsLoaded(state, action: PayloadAction<Announcement[]>) {
      state.items = action.payload;
      state.loaded = true;
    },
    homeAnnouncementHidden(state) {
      state.items = [];
    },
  },
  // What was loaded belongs to the user who was signed in: another session looks again.
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(signedIn, signedOut, sessionEnded), () => initialState);
  },
  selectors: {
    selectHomeAnnouncements: (state) => state.items,
    selectHomeAnnouncementsLoaded: (state) => state.loaded,
  },
});

export const { homeAnnouncementsLoaded, homeAnnouncementHidden } = announcementSlice.actions;
export const { selectHomeAnnouncements, selectHomeAnnouncementsLoaded } = announcementSlice.selectors;
export const announcementReducer = announcementSlice.reducer;

/** Loads the home announcement banner's announcements, unless it was closed within two hours. */
export function homeAnnouncementRequested(): PortalThunk {
  return async (dispatch, _getState, { homeAnnouncement }) => {
    dispatch(homeAnnouncementsLoaded(await homeAnnouncement.load()));
  };
}

/** Closes the home announcement banner for two hours. */
export function homeAnnouncementClosed(): PortalThunk {
  return async (dispatch, _getState, { homeAnnouncement }) => {
    homeAnnouncement.close();
    dispatch(homeAnnouncementHidden());
  };
}
