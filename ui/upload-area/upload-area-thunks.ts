import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { ResumableUpload, UploadListener } from '../../application/portal/upload-area/ports';
import type { Result } from '../../domain/shared/result';
import type { UploadAlbum, UploadRefusal } from '../../domain/upload-area/upload-albums';
import { UPLOAD_AREA_LIST, uploadAreaApi } from './upload-area-api';

type CacheThunk<T> = ThunkAction<T, Parameters<typeof uploadAreaApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

/** Starts a resumable upload; once every byte is sent the list loads again, so the upload shows with its status. */
export function uploadStarted(file: File, album: UploadAlbum, listener: UploadListener): CacheThunk<Result<ResumableUpload, UploadRefusal>> {
  return (dispatch, _getState, { startUpload }) =>
    startUpload(file, album, {
      ...listener,
      onSuccess: () => {
        listener.onSuccess();
        dispatch(uploadAreaApi.util.invalidateTags([UPLOAD_AREA_LIST]));
      },
    });
}
