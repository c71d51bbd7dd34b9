import type { DownloadedFile } from '../../../application/portal/files/ports';
import type { DealerBonusReport, SalesOverviewFilterData, SalesOverviewGateway, SalesOverviewReport, SalesOverviewView } from '../../../application/portal/sales-overview/ports';
import type { SalesOverviewFilter } from '../../../domain/sales-overview/sales-overview';
import { DealerBonusDocument, SalesOverviewDocument, SalesOverviewFilterDocument } from '../../graphql/generated/client/graphql';
import type { ApiClient } from '../api-client';
import { downloadWithToken } from '../file-download';
import type { GraphqlClient } from '../graphql-client';

/** The path of the overview's spreadsheet of one view for a filter. */
export function salesOverviewExportPath(filter: SalesOverviewFilter, view: SalesOverviewView): string {
  return `/api/sales-overview/download-excel?${new URLSearchParams({ view, filter: JSON.stringify(filter) }).toString()}`;
}

/** The SalesOverviewGateway over the service's GraphQL reads and its spreadsheet download. */
export class SalesOverviewGatewayGraphql implements SalesOverviewGateway {
  constructor(
    readonly graphql: GraphqlClient,
    readonly api: ApiClient,
  ) {}

  async filterData(filter: Partial<SalesOverviewFilter>): Promise<SalesOverviewFilterData> {
    return (await this.graphql.request(SalesOverviewFilterDocument, { filter: toInput(filter) })).salesOverviewFilterV4;
  }

  async overview(filter: Partial<SalesOverviewFilter>): Promise<SalesOverviewReport> {
    return (await this.graphql.request(SalesOverviewDocument, { filter: toInput(filter) })).salesOverviewV4;
  }

  exportView(filter: SalesOverviewFilter, view: SalesOverviewView): Promise<DownloadedFile> {
    return downloadWithToken(this.api, { fileName: `sales-overview-${filter.year}-${view}.xlsx`, downloadUrl: salesOverviewExportPath(filter, view) });
  }

  async dealerBonus(year: number | null): Promise<DealerBonusReport> {
    const { dealerBonus } = await this.graphql.request(DealerBonusDocument, { year });
    return { ...dealerBonus, onTimePayment: { ...dealerBonus.onTimePayment, ratio: dealerBonus.onTimePayment.ratio ?? null } };
  }
}

function toInput(filter: Partial<SalesOverviewFilter>) {
  return {
    sorg: filter.sorg,
    year: filter.year,
    custCodes: filter.custCodes ? [...filter.custCodes] : undefined,
    category: filter.category,
    months: filter.months ? [...filter.months] : undefined,
    brands: filter.brands ? [...filter.brands] : undefined,
    merchandiseCategories: filter.merchandiseCategories ? [...filter.merchandiseCategories] : undefined,
    models: filter.models ? [...filter.models] : undefined,
    series: filter.series ? [...filter.series] : undefined,
  };
}
