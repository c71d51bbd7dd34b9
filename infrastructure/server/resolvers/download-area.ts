import type { DownloadRequestRecord } from '../../../application/service/download-area/ports';
import { downloadRequestsOf, requestDownload } from '../../../application/service/download-area/download-requests';
import { DOWNLOAD_QUOTA_PER_WINDOW, downloadsLeft, quotaWindowStart } from '../../../domain/download-area/download-request';
import type { DownloadAreaRequest, Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { iso } from './after-sales-edge';
import { signedIn } from './platform';

const DOWNLOAD_AREA = { scopes: ['page.download-area'] };

export const downloadAreaPolicies: FieldPolicies = {
  'Query.downloadAreaRequests': DOWNLOAD_AREA,
  'Mutation.requestDownloadArea': DOWNLOAD_AREA,
};

function toRequest(record: DownloadRequestRecord): DownloadAreaRequest {
  return {
    id: record.id,
    requestedAt: iso(record.requestedAt),
    from: record.range.from,
    to: record.range.to,
    module: record.module,
    status: record.status,
    progress: record.progress,
    rowCount: record.rowCount,
    fileName: record.fileName,
  };
}

export const downloadAreaResolvers: Resolvers = {
  Query: {
    downloadAreaRequests: async (_parent, _args, { services, principal }) => {
      const user = signedIn(principal);
      const used = await services.downloadRequests.countRequestedSince(user.userId, quotaWindowStart(services.clock.now()));
      const items = await downloadRequestsOf(services, user);
      return { items: items.map(toRequest), quotaLeft: downloadsLeft(used), quota: DOWNLOAD_QUOTA_PER_WINDOW };
    },
  },
  Mutation: {
    requestDownloadArea: async (_parent, args, { services, principal }) => {
      const result = await requestDownload(services, signedIn(principal), args);
      return { ...resultAnswer(result, { success: 'success_request_download', failure: 'failed_request_download' }), request: result.ok ? toRequest(result.value) : null };
    },
  },
};
