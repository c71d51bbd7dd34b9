import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';

/**
 * A thunk of the portal: it reaches use-cases through the extra argument and never reads the whole state, so
 * thunk modules need not import the store they are dispatched on.
 */
export type PortalThunk = ThunkAction<Promise<void>, unknown, PortalUseCases, UnknownAction>;

/** A thunk that answers something to the view that dispatched it. */
export type AnsweringThunk<T> = ThunkAction<T, unknown, PortalUseCases, UnknownAction>;
