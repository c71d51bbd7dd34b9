import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FileDownload } from '../../application/portal/files/file-download';
import type { RetailSale } from '../../application/portal/frames/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { CalendarDay } from '../../domain/dates/calendar-day';
import type { FrameRegistrationDraft } from '../../domain/frames/registration';
import type { Result } from '../../domain/shared/result';
import { RETAIL_SALES_LIST, retailSalesApi } from './retail-sales-api';

type CacheThunk<T> = ThunkAction<T, Parameters<typeof retailSalesApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

/** Runs a change and, whatever its outcome, loads the lists again: another user of the dealer may have changed them too. */
function changeThunk<T>(run: (useCases: PortalUseCases) => Promise<Result<T>>): CacheThunk<Promise<Result<T>>> {
  return async (dispatch, _getState, useCases) => {
    const outcome = await run(useCases);
    dispatch(retailSalesApi.util.invalidateTags([RETAIL_SALES_LIST]));
    return outcome;
  };
}

export function frameRegistered(draft: FrameRegistrationDraft, today: CalendarDay): CacheThunk<Promise<Result<{ id: string }>>> {
  return changeThunk(({ registerFrame }) => registerFrame(draft, today));
}

export function frameRegistrationDeleted(sale: RetailSale): CacheThunk<Promise<Result<{ frameNumber: string }>>> {
  return changeThunk(({ deleteFrameRegistration }) => deleteFrameRegistration(sale));
}

/** Downloads the warranty certificate of a complete sale. */
export function warrantyDownloaded(sale: RetailSale): CacheThunk<Promise<FileDownload>> {
  return (_dispatch, _getState, { downloadWarranty }) => downloadWarranty(sale);
}
