import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SalesOverviewView } from '../../application/portal/sales-overview/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { SalesOverviewFilter } from '../../domain/sales-overview/sales-overview';
import { saveInBrowser } from '../components/save-in-browser';

/** Fetches one table of the overview as a spreadsheet and hands it to the browser; false when that failed. */
export function salesOverviewExported(filter: SalesOverviewFilter, view: SalesOverviewView): ThunkAction<Promise<boolean>, unknown, PortalUseCases, UnknownAction> {
  return async (_dispatch, _getState, useCases) => {
    try {
      saveInBrowser(await useCases.ports.salesOverview.exportView(filter, view));
      return true;
    } catch {
      return false;
    }
  };
}
