import type { DateRange } from '../../../../domain/dates/date-range';
import { DOWNLOAD_QUOTA_PER_WINDOW, downloadFileName, type DownloadModule } from '../../../../domain/download-area/download-request';
import { ok, type Result } from '../../../../domain/shared/result';
import type { DownloadedFile } from '../../files/ports';
import type { DownloadAreaGateway, DownloadAreaList, DownloadAreaRequest } from '../ports';

/** The download area's gateway over a list in memory: requests are queued and stay so until a test changes them. */
export class DownloadAreaGatewayInMemory implements DownloadAreaGateway {
  readonly requested: { module: DownloadModule; range: DateRange }[] = [];

  constructor(public items: DownloadAreaRequest[] = []) {}

  async list(): Promise<DownloadAreaList> {
    return { items: [...this.items], quotaLeft: Math.max(0, DOWNLOAD_QUOTA_PER_WINDOW - this.items.length), quota: DOWNLOAD_QUOTA_PER_WINDOW };
  }

  async request(module: DownloadModule, range: DateRange): Promise<Result<DownloadAreaRequest>> {
    this.requested.push({ module, range });
    const request: DownloadAreaRequest = { id: `request-${this.items.length + 1}`, requestedAt: '2026-05-04T08:00:00.000Z', ...range, module, status: 'queued', progress: 0, rowCount: null, fileName: downloadFileName(module, range) };
    this.items = [request, ...this.items];
    return ok(request);
  }

  async file(request: DownloadAreaRequest): Promise<DownloadedFile> {
    return { fileName: request.fileName, content: new Blob(['xlsx']) };
  }
}
