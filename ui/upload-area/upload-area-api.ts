import type { UploadAlbumOffer, UploadAreaUpload } from '../../application/portal/upload-area/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The cache tag of the upload list; a completed upload invalidates it. */
export const UPLOAD_AREA_LIST = { type: 'UploadArea', id: 'LIST' } as const;

export const uploadAreaApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The albums the user may upload into. */
    uploadAlbums: build.query<UploadAlbumOffer[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).uploadArea.albums()),
    }),
    /** The user's uploads, newest first, with their processing results. */
    uploads: build.query<UploadAreaUpload[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).uploadArea.list()),
      providesTags: [UPLOAD_AREA_LIST],
    }),
  }),
});

export const { useUploadAlbumsQuery, useUploadsQuery } = uploadAreaApi;
