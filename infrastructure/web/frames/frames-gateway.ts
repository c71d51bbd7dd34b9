import type { DownloadedFile } from '../../../application/portal/files/ports';
import type { FrameLookup, FramesGateway, RetailSale, RetailSalePage, RetailSaleQuery } from '../../../application/portal/frames/ports';
import type { FrameRegistrationDraft } from '../../../domain/frames/registration';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import {
  DeleteFrameDocument,
  FrameBrandsDocument,
  FramesLookupDocument,
  RegisterFrameDocument,
  RegisteredFramesDocument,
  type RetailSaleFieldsFragment,
} from '../../graphql/generated/client/graphql';
import type { ApiClient } from '../api-client';
import { fromContractUserErrors, type ContractUserError } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

function toSale(sale: RetailSaleFieldsFragment): RetailSale {
  return { ...sale, oldCode: sale.oldCode ?? null, failureReason: sale.failureReason ?? null, consumer: { ...sale.consumer } };
}

/** A change's answer: its value, or the refusals; a refusal without words reads as `failure`. */
function toOutcome<T>(payload: { message: { status: boolean }; userErrors: readonly ContractUserError[] }, value: T | null, failure: string): Result<T> {
  if (payload.message.status && payload.userErrors.length === 0 && value !== null) return ok(value);
  const errors = fromContractUserErrors(payload.userErrors);
  return errors.length > 0 ? refused(...errors) : refused(userError('', failure));
}

/** The FramesGateway over the service's GraphQL operations, and the warranty download under the session's token. */
export class FramesGatewayGraphql implements FramesGateway {
  constructor(
    readonly graphql: GraphqlClient,
    private readonly api: ApiClient,
  ) {}

  async registeredFrames(query: RetailSaleQuery): Promise<RetailSalePage> {
    const { registeredFrames } = await this.graphql.request(RegisteredFramesDocument, {
      page: query.page,
      limit: query.limit,
      search: query.search || null,
      type: query.brand || null,
      status: query.status,
    });
    return { items: registeredFrames.items.map(toSale), total: registeredFrames.total };
  }

  async brands(): Promise<string[]> {
    return (await this.graphql.request(FrameBrandsDocument, {})).frameBrands;
  }

  async lookUp(frameNumbers: readonly string[]): Promise<FrameLookup[]> {
    const { framesV4 } = await this.graphql.request(FramesLookupDocument, { frameNumbers: [...frameNumbers] });
    return framesV4.map((frame) => ({ ...frame, message: frame.message as FrameLookup['message'], brand: frame.brand ?? null, articleName: frame.articleName ?? null }));
  }

  async register(draft: FrameRegistrationDraft): Promise<Result<{ id: string }>> {
    const { frameNumber, soldDate, consumer, dealerName, nonRetail, useAccountData } = draft;
    const { registerFrameV4 } = await this.graphql.request(RegisterFrameDocument, {
      input: { frameNumber, soldDate, customer: { ...consumer }, dealer: dealerName, nonRetail, useAccountData },
    });
    return toOutcome(registerFrameV4, registerFrameV4.id ? { id: registerFrameV4.id } : null, 'failed_register_frame');
  }

  async deleteRegistration(frameNumber: string, brand: string): Promise<Result<{ frameNumber: string }>> {
    const { deleteFrame } = await this.graphql.request(DeleteFrameDocument, { frameNumber, type: brand });
    return toOutcome(deleteFrame, { frameNumber }, 'failed_delete_frame');
  }

  async warranty(sale: RetailSale): Promise<DownloadedFile> {
    const response = await this.api.request({ method: 'POST', path: '/api/retail-sales/warranty', body: { id: sale.id }, authorization: 'bearer' });
    if (!response.ok) throw new Error(`the warranty of ${sale.frameNumber} answered ${response.status}`);
    // The service names the file in the reader's language (RFC 6266 filename*).
    const named = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '');
    return { fileName: named ? decodeURIComponent(named[1]!) : `${sale.frameNumber}.pdf`, content: await response.blob() };
  }
}
