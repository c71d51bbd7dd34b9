import type { PdiRecord } from '../../../application/service/pdi/ports';
import { createPdiInspection, pdiBrands, pdiChecklist, pdiInspection, pdiInspections, setPdiInspectionDeleted, updatePdiInspection } from '../../../application/service/pdi/pdi-inspections';
import type { Result } from '../../../domain/shared/result';
import type { Pdi, Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { iso, isoOrNull, readOrRefuse } from './after-sales-edge';
import { signedIn } from './platform';

const PDI = { scopes: ['page.pdi'] };

export const pdiPolicies: FieldPolicies = {
  'Query.PDIs': PDI,
  'Query.PDI': PDI,
  'Query.pdiBrands': PDI,
  'Query.checklist': PDI,
  'Mutation.createPDI': PDI,
  'Mutation.updatePDI': PDI,
  'Mutation.deletePDI': PDI,
  'Mutation.restorePDI': PDI,
};

function toPdi(record: PdiRecord): Pdi {
  const { customerId: _customer, ...fields } = record;
  return { ...fields, checks: [...fields.checks], createdAt: iso(record.createdAt), updatedAt: iso(record.updatedAt), deletedAt: isoOrNull(record.deletedAt) };
}

function changed(result: Result<PdiRecord>, keys: { success: string; failure: string }) {
  return { ...resultAnswer(result, keys), pdi: result.ok ? toPdi(result.value) : null };
}

export const pdiResolvers: Resolvers = {
  Query: {
    PDIs: async (_parent, args, { services, principal }) => {
      const page = readOrRefuse(await pdiInspections(services, signedIn(principal), args));
      return { items: page.items.map(toPdi), total: page.total, page: args.page, limit: args.limit };
    },
    PDI: async (_parent, { id }, { services, principal }) => {
      const found = await pdiInspection(services, signedIn(principal), id);
      if (found.ok) return toPdi(found.value);
      if (found.error === 'pdi_not_found') return null;
      throw forbidden();
    },
    pdiBrands: (_parent, _args, { services }) => pdiBrands(services),
    checklist: (_parent, { brand }, { services }) => pdiChecklist(services, brand),
  },
  Mutation: {
    createPDI: async (_parent, { input }, { services, principal }) =>
      changed(await createPdiInspection(services, signedIn(principal), input), { success: 'success_create_pdi', failure: 'failed_save_pdi' }),
    updatePDI: async (_parent, { id, input }, { services, principal }) =>
      changed(await updatePdiInspection(services, signedIn(principal), id, input), { success: 'success_update_pdi', failure: 'failed_save_pdi' }),
    deletePDI: async (_parent, { id }, { services, principal }) =>
      changed(await setPdiInspectionDeleted(services, signedIn(principal), id, true), { success: 'success_delete_pdi', failure: 'failed_delete_pdi' }),
    restorePDI: async (_parent, { id }, { services, principal }) =>
      changed(await setPdiInspectionDeleted(services, signedIn(principal), id, false), { success: 'success_restore_pdi', failure: 'failed_restore_pdi' }),
  },
};
