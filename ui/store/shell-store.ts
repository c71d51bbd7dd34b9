import { combineReducers, configureStore, createDynamicMiddleware, type Reducer } from '@reduxjs/toolkit';
import type { PortalAreaUseCases } from '../../application/portal/portal-area-use-cases';
import type { PortalShellUseCases } from '../../application/portal/portal-shell-use-cases';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { sessionReducer } from '../session/session-slice';
import { cartReducer } from '../shell/cart/cart-slice';
import { configReducer } from '../shell/config-slice';
import { connectionReducer } from '../shell/connection-slice';
import { creditReducer } from '../shell/credit/credit-slice';
import { customerReducer } from '../shell/customers/customer-slice';
import { shellReducer } from '../shell/shell-slice';
import { announcementReducer } from '../shell/announcements/announcement-slice';
import { bannerPopupReducer } from '../shell/banners/banner-slice';
import { headReducer } from '../shell/head/head-slice';
import { popupsReducer } from '../shell/popups/popup-slice';
import { progressReducer } from '../shell/progress/progress-slice';
import type { AreaState, PortalAreas } from './area-state';
import { answersPerFrame } from './answers-per-frame';

/** The state of the session and the shell: all that sign-in and the other unframed pages read. */
const shellReducers = {
  session: sessionReducer,
  config: configReducer,
  connection: connectionReducer,
  shell: shellReducer,
  customers: customerReducer,
  credit: creditReducer,
  cart: cartReducer,
  announcement: announcementReducer,
  bannerPopup: bannerPopupReducer,
  popups: popupsReducer,
  progress: progressReducer,
  head: headReducer,
};

export type RootState = ReturnType<ReturnType<typeof combineReducers<typeof shellReducers>>> & AreaState;

/**
 * The portal's store with the session and the shell, and the areas when given. The browser starts it without
 * them: the areas join with installAreas once their code has loaded (area-gate.ts), before any of their views
 * renders. Thunks and the reads' queryFns get the use-cases and ports as their extra argument; the areas' ones
 * join that same object, so a thunk sees them as soon as the areas have joined. Given the browser's event being
 * handled, the answers that arrive while none is reach the views once per frame (answers-per-frame.ts).
 */
export function createShellStore(
  useCases: PortalShellUseCases,
  preloadedState?: Partial<RootState>,
  areas?: PortalAreas,
  browser?: { currentEvent: () => Event | undefined },
) {
  const dynamicMiddleware = createDynamicMiddleware();
  // The state is typed with the areas' part, which only views of the areas read, each after the areas joined.
  const rootReducer = (areaReducers?: PortalAreas['reducers']) => combineReducers({ ...shellReducers, ...areaReducers }) as unknown as Reducer<RootState>;
  const store = configureStore({
    reducer: rootReducer(areas?.reducers),
    preloadedState: preloadedState as RootState | undefined,
    // Typed with the areas' use-cases too, which only the areas' thunks and reads reach, each after the areas joined.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: useCases as PortalUseCases } }).concat(
        dynamicMiddleware.middleware,
        ...(browser ? [answersPerFrame(browser.currentEvent)] : []),
      ),
  });
  if (areas) dynamicMiddleware.addMiddleware(...areas.middleware);
  return Object.assign(store, {
    installAreas({ reducers, middleware }: PortalAreas, { ports, ...areaUseCases }: PortalAreaUseCases): void {
      Object.assign(useCases, areaUseCases);
      Object.assign(useCases.ports, ports);
      store.replaceReducer(rootReducer(reducers));
      dynamicMiddleware.addMiddleware(...middleware);
    },
  });
}

export type PortalStore = ReturnType<typeof createShellStore>;
export type AppDispatch = PortalStore['dispatch'];
