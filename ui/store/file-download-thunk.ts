import type { FileDownload } from '../../application/portal/files/file-download';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { saveInBrowser } from '../components/save-in-browser';
import type { AnsweringThunk } from './thunk';

/**
 * Runs a download use-case and hands the file to the browser to save; answers whether it could, so the page can say
 * a failure in words.
 */
export function fileDownloadRequested(download: (useCases: PortalUseCases) => Promise<FileDownload>): AnsweringThunk<Promise<boolean>> {
  return async (_dispatch, _getState, useCases) => {
    const outcome = await download(useCases);
    if (outcome.ok) saveInBrowser(outcome.file);
    return outcome.ok;
  };
}
