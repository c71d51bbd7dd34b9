import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ClickCollectChangeResult } from '../../application/portal/click-collect/click-collect-use-cases';
import type { ClickCollectOrder } from '../../application/portal/click-collect/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { ClickCollectItemMark, ClickCollectStatus } from '../../domain/orders/click-collect';
import type { PortalThunk } from '../store/thunk';
import { clickCollectOrderChanged, clickCollectOrderLoaded, clickCollectOrderLoading, clickCollectOrdersLoaded, clickCollectOrdersLoading } from './click-collect-slice';

/** A thunk that answers the outcome to the view that dispatched it. */
type AnsweringThunk<T> = ThunkAction<T, unknown, PortalUseCases, UnknownAction>;

/** Loads the store's click-and-collect orders. */
export function clickCollectOrdersRequested(): PortalThunk {
  return async (dispatch, _getState, { loadClickCollectOrders }) => {
    dispatch(clickCollectOrdersLoading());
    dispatch(clickCollectOrdersLoaded(await loadClickCollectOrders()));
  };
}

/** Loads the order opened in the detail. */
export function clickCollectOrderRequested(orderId: string): PortalThunk {
  return async (dispatch, _getState, { loadClickCollectOrder }) => {
    dispatch(clickCollectOrderLoading(orderId));
    const result = await loadClickCollectOrder(orderId);
    if (result.ok) dispatch(clickCollectOrderLoaded({ orderId, order: result.value, status: 'loaded' }));
    else dispatch(clickCollectOrderLoaded({ orderId, order: null, status: result.error === 'order_not_found' ? 'not-found' : 'failed' }));
  };
}

/**
 * Runs a change and answers its outcome. An accepted change shows the order as the service now has it and reloads
 * the list, whose counts it moves; a refused one reloads the order, which someone else may have changed meanwhile.
 */
function changeThunk(order: ClickCollectOrder, run: (useCases: PortalUseCases) => Promise<ClickCollectChangeResult>): AnsweringThunk<Promise<ClickCollectChangeResult>> {
  return async (dispatch, _getState, useCases) => {
    const result = await run(useCases);
    if (result.ok) dispatch(clickCollectOrderChanged(result.value));
    else await dispatch(clickCollectOrderRequested(order.id));
    await dispatch(clickCollectOrdersRequested());
    return result;
  };
}

export function clickCollectStatusUpdated(order: ClickCollectOrder, status: ClickCollectStatus): AnsweringThunk<Promise<ClickCollectChangeResult>> {
  return changeThunk(order, ({ updateClickCollectStatus }) => updateClickCollectStatus(order, status));
}

export function clickCollectShipmentRecorded(order: ClickCollectOrder, typed: Readonly<Record<string, string>>): AnsweringThunk<Promise<ClickCollectChangeResult>> {
  return changeThunk(order, ({ recordClickCollectShipment }) => recordClickCollectShipment(order, typed));
}

export function clickCollectItemsMarked(order: ClickCollectOrder, marks: Readonly<Record<string, ClickCollectItemMark>>): AnsweringThunk<Promise<ClickCollectChangeResult>> {
  return changeThunk(order, ({ markClickCollectItems }) => markClickCollectItems(order, marks));
}
