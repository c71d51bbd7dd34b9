import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { configReducer } from '../shell/config-slice';
import { connectionReducer } from '../shell/connection-slice';
import { sessionReducer } from '../session/session-slice';

const rootReducer = combineReducers({
  session: sessionReducer,
  config: configReducer,
  connection: connectionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The portal's store; thunks get the use-cases as their extra argument. */
export function createPortalStore(useCases: PortalUseCases, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: useCases } }),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
