import type { CreditAccount, CreditGateway } from '../../../application/portal/credit/ports';
import { CreditInformationDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** The CreditGateway over the creditInformation query. */
export class CreditGatewayGraphql implements CreditGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async creditInformation(): Promise<CreditAccount[]> {
    const { creditInformation } = await this.graphql.request(CreditInformationDocument);
    return creditInformation.map((account) => ({
      companyCode: account.company.code,
      companyName: account.company.name,
      currency: account.currency,
      creditLimit: account.creditLimit,
      balance: account.balance,
      openInvoice: account.openInvoice,
      openDeliveryOrder: account.openDo,
      consignment: account.consignment,
      reasonBlocked: account.reasonBlocked ?? null,
    }));
  }
}
