import type { DownloadableFile, DownloadedFile } from '../../application/portal/files/ports';
import type { ApiClient } from './api-client';

/**
 * Fetches a file the service serves at its own path under the session's token (so the API client's
 * refresh-and-retry policy applies), keeping the name the portal knows it by.
 */
export async function downloadWithToken(api: ApiClient, file: DownloadableFile): Promise<DownloadedFile> {
  const response = await api.request({ method: 'GET', path: file.downloadUrl, authorization: 'bearer' });
  if (!response.ok) throw new Error(`download of ${file.downloadUrl} answered ${response.status}`);
  return { fileName: file.fileName, content: await response.blob() };
}
