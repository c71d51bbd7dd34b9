import type { DateRange } from '../../../domain/dates/date-range';
import type { DownloadModule, DownloadStatus } from '../../../domain/download-area/download-request';
import type { Result } from '../../../domain/shared/result';
import type { DownloadedFile } from '../files/ports';

/** An earlier download request as the service answers it. */
export interface DownloadAreaRequest {
  id: string;
  requestedAt: string;
  from: string;
  to: string;
  module: DownloadModule;
  status: DownloadStatus;
  progress: number;
  rowCount: number | null;
  fileName: string;
}

export interface DownloadAreaList {
  items: DownloadAreaRequest[];
  quotaLeft: number;
  quota: number;
}

export interface DownloadAreaGateway {
  list(): Promise<DownloadAreaList>;
  request(module: DownloadModule, range: DateRange): Promise<Result<DownloadAreaRequest>>;
  /** The finished spreadsheet of one of the user's requests. */
  file(request: DownloadAreaRequest): Promise<DownloadedFile>;
}
