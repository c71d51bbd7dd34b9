import type { DownloadAreaGateway, DownloadAreaList, DownloadAreaRequest } from '../../../application/portal/download-area/ports';
import type { DownloadedFile } from '../../../application/portal/files/ports';
import type { DateRange } from '../../../domain/dates/date-range';
import type { DownloadModule } from '../../../domain/download-area/download-request';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { DownloadAreaRequestsDocument, RequestDownloadAreaDocument, type DownloadAreaRequestFieldsFragment } from '../../graphql/generated/client/graphql';
import type { ApiClient } from '../api-client';
import { fromContractUserErrors } from '../contract-user-errors';
import { downloadWithToken } from '../file-download';
import type { GraphqlClient } from '../graphql-client';

const toRequest = (request: DownloadAreaRequestFieldsFragment): DownloadAreaRequest => ({ ...request, rowCount: request.rowCount ?? null });

/** The download area over the service's GraphQL operations, and its files under the session's token. */
export class DownloadAreaGatewayGraphql implements DownloadAreaGateway {
  constructor(
    private readonly graphql: GraphqlClient,
    private readonly api: ApiClient,
  ) {}

  async list(): Promise<DownloadAreaList> {
    const { downloadAreaRequests } = await this.graphql.request(DownloadAreaRequestsDocument, {});
    return { ...downloadAreaRequests, items: downloadAreaRequests.items.map(toRequest) };
  }

  async request(module: DownloadModule, range: DateRange): Promise<Result<DownloadAreaRequest>> {
    const { requestDownloadArea: payload } = await this.graphql.request(RequestDownloadAreaDocument, { module, ...range });
    if (payload.message.status && payload.userErrors.length === 0 && payload.request) return ok(toRequest(payload.request));
    return refused(...fromContractUserErrors(payload.userErrors));
  }

  file(request: DownloadAreaRequest): Promise<DownloadedFile> {
    return downloadWithToken(this.api, { fileName: request.fileName, downloadUrl: `/api/download-area/${request.id}` });
  }
}
