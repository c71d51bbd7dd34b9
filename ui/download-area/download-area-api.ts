import type { DownloadAreaList } from '../../application/portal/download-area/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The cache tag of the download list; a new request invalidates it. */
export const DOWNLOAD_AREA_LIST = { type: 'DownloadArea', id: 'LIST' } as const;

export const downloadAreaApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's requested downloads, newest first, with the quota left. */
    downloadAreaRequests: build.query<DownloadAreaList, void>({
      queryFn: (_arg, api) => read(() => portsOf(api).downloadArea.list()),
      providesTags: [DOWNLOAD_AREA_LIST],
    }),
  }),
});

export const { useDownloadAreaRequestsQuery } = downloadAreaApi;
