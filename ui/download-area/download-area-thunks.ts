import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { DownloadAreaRequest } from '../../application/portal/download-area/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { DateRange } from '../../domain/dates/date-range';
import type { DownloadModule } from '../../domain/download-area/download-request';
import type { Result } from '../../domain/shared/result';
import { DOWNLOAD_AREA_LIST, downloadAreaApi } from './download-area-api';

type CacheThunk<T> = ThunkAction<T, Parameters<typeof downloadAreaApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

/** Requests a download and loads the list again, so the new request shows with its status. */
export function downloadRequested(module: DownloadModule, range: DateRange, quotaLeft: number, quota: number): CacheThunk<Promise<Result<DownloadAreaRequest>>> {
  return async (dispatch, _getState, { requestDownloadArea }) => {
    const outcome = await requestDownloadArea(module, range, quotaLeft, quota);
    dispatch(downloadAreaApi.util.invalidateTags([DOWNLOAD_AREA_LIST]));
    return outcome;
  };
}
