import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ClickCollectChangeResult } from '../../application/portal/click-collect/click-collect-use-cases';
import type { ClickCollectOrder } from '../../application/portal/click-collect/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { ClickCollectItemMark, ClickCollectStatus } from '../../domain/orders/click-collect';
import { CLICK_COLLECT_LIST, clickCollectApi } from './click-collect-api';

/** A thunk that updates the cached reads: its state is the cache's, as `api.util` types it. */
type CacheThunk<T> = ThunkAction<T, Parameters<typeof clickCollectApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

/**
 * Runs a change and answers its outcome. An accepted change shows the order as the service now has it, in the detail
 * and at once in the list; a refused one reloads the order, which someone else may have changed meanwhile. Either way
 * the list is loaded again, as other orders of the store may have moved too.
 */
function changeThunk(order: ClickCollectOrder, run: (useCases: PortalUseCases) => Promise<ClickCollectChangeResult>): CacheThunk<Promise<ClickCollectChangeResult>> {
  return async (dispatch, _getState, useCases) => {
    const result = await run(useCases);
    if (result.ok) {
      const changed = result.value;
      dispatch(clickCollectApi.util.updateQueryData('clickCollectOrder', changed.id, () => changed));
      dispatch(
        clickCollectApi.util.updateQueryData('clickCollectOrders', undefined, (orders) => orders.map((candidate) => (candidate.id === changed.id ? changed : candidate))),
      );
      dispatch(clickCollectApi.util.invalidateTags([CLICK_COLLECT_LIST]));
    } else {
      dispatch(clickCollectApi.util.invalidateTags([CLICK_COLLECT_LIST, { type: 'ClickCollect', id: order.id }]));
    }
    return result;
  };
}

export function clickCollectStatusUpdated(order: ClickCollectOrder, status: ClickCollectStatus): CacheThunk<Promise<ClickCollectChangeResult>> {
  return changeThunk(order, ({ updateClickCollectStatus }) => updateClickCollectStatus(order, status));
}

export function clickCollectShipmentRecorded(order: ClickCollectOrder, typed: Readonly<Record<string, string>>): CacheThunk<Promise<ClickCollectChangeResult>> {
  return changeThunk(order, ({ recordClickCollectShipment }) => recordClickCollectShipment(order, typed));
}

export function clickCollectItemsMarked(order: ClickCollectOrder, marks: Readonly<Record<string, ClickCollectItemMark>>): CacheThunk<Promise<ClickCollectChangeResult>> {
  return changeThunk(order, ({ markClickCollectItems }) => markClickCollectItems(order, marks));
}
