import { vi } from 'vitest';
import type { SalesAreaUseCases } from '../../../application/portal/sales-area/sales-area-use-cases';
import type { VisitFormUseCases } from '../../../application/portal/visit-forms/visit-form-use-cases';

/** The visit-form and sales-area use-cases as spies: every change refused as not answered. */
export function fakeVisitMapUseCases(): VisitFormUseCases & SalesAreaUseCases {
  return {
    saveVisitForm: vi.fn<VisitFormUseCases['saveVisitForm']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_save_form_visit', values: {} }] })),
    deleteVisitForm: vi.fn<VisitFormUseCases['deleteVisitForm']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_delete_form_visit', values: {} }] })),
    updateRegionCategories: vi.fn<SalesAreaUseCases['updateRegionCategories']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_update_sales_area_categories', values: {} }] })),
  };
}
