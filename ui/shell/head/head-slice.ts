import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ManifestMappingEntry } from '../../../domain/shell/manifest-entry';
import type { PushSubscriptionOutcome, SubscribedNotice } from '../../../application/portal/notifications/subscribe-to-push';
import type { LoadStatus } from '../../store/load-status';
import type { PortalThunk } from '../../store/thunk';

export interface HeadState {
  /** The web manifest and icons of this host (WEB_MANIFEST); null until found, or when there are none. */
  manifest: ManifestMappingEntry | null;
  /** Whether the manifest was asked for, and whether its answer (or its absence: finding it never fails) is known. */
  manifestStatus: LoadStatus;
  /** What came of subscribing to push notifications (WEB_NOTIFICATION), once tried for the signed-in user. */
  push: { userId: string; outcome: PushSubscriptionOutcome | 'pending' } | null;
}

const initialState: HeadState = { manifest: null, manifestStatus: 'idle', push: null };

const headSlice = createSlice({
  name: 'head',
  initialState,
  reducers: {
    webManifestRequestStarted(state) {
      state.manifestStatus = 'loading';
    },
    webManifestFound(state, action: PayloadAction<ManifestMappingEntry | null>) {
      state.manifest = action.payload;
      state.manifestStatus = 'loaded';
    },
    pushSubscriptionStarted(state, action: PayloadAction<string>) {
      state.push = { userId: action.payload, outcome: 'pending' };
    },
    pushSubscriptionSettled(state, action: PayloadAction<{ userId: string; outcome: PushSubscriptionOutcome }>) {
      state.push = action.payload;
    },
  },
  selectors: {
    selectWebManifest: (state) => state.manifest,
    selectWebManifestStatus: (state) => state.manifestStatus,
    selectPushSubscription: (state) => state.push,
  },
});

export const { webManifestRequestStarted, webManifestFound, pushSubscriptionStarted, pushSubscriptionSettled } = headSlice.actions;
export const { selectWebManifest, selectWebManifestStatus, selectPushSubscription } = headSlice.selectors;
export const headReducer = headSlice.reducer;

/** Finds the web manifest of the host the portal is served from (feature WEB_MANIFEST). */
export function webManifestRequested(hostname: string): PortalThunk {
  return async (dispatch, _getState, { findWebManifest }) => {
    dispatch(webManifestRequestStarted());
    dispatch(webManifestFound(await findWebManifest(hostname)));
  };
}

/** Subscribes the signed-in user's browser to push notifications (feature WEB_NOTIFICATION), once per user. */
export function pushSubscriptionRequested(userId: string, notice: SubscribedNotice): PortalThunk {
  return async (dispatch, _getState, { subscribeToPush }) => {
    dispatch(pushSubscriptionStarted(userId));
    dispatch(pushSubscriptionSettled({ userId, outcome: await subscribeToPush(notice) }));
  };
}
