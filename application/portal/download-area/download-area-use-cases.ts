import type { DateRange } from '../../../domain/dates/date-range';
import { downloadRequestErrors, type DownloadModule } from '../../../domain/download-area/download-request';
import { refused, type Result } from '../../../domain/shared/result';
import { attemptDownload, type FileDownload } from '../files/file-download';
import type { DownloadAreaGateway, DownloadAreaList, DownloadAreaRequest } from './ports';

export interface DownloadAreaUseCases {
  downloadAreaRequests(): Promise<DownloadAreaList>;
  /** Queues an export after the same checks the service makes (module, date rules, quota), so a refusal needs no call. */
  requestDownloadArea(module: DownloadModule, range: DateRange, quotaLeft: number, quota: number): Promise<Result<DownloadAreaRequest>>;
  downloadAreaFile(request: DownloadAreaRequest): Promise<FileDownload>;
}

export function createDownloadAreaUseCases(ports: { downloadArea: DownloadAreaGateway }): DownloadAreaUseCases {
  return {
    downloadAreaRequests: () => ports.downloadArea.list(),
    requestDownloadArea: async (module, range, quotaLeft, quota) => {
      const errors = downloadRequestErrors({ module, range }, quota - quotaLeft);
      return errors.length > 0 ? refused(...errors) : ports.downloadArea.request(module, range);
    },
    downloadAreaFile: (request) => attemptDownload(() => ports.downloadArea.file(request)),
  };
}
