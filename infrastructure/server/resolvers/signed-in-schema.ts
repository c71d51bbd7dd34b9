import type { Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { announcementPolicies, announcementResolvers } from './announcements';
import { bannerPolicies, bannerResolvers } from './banners';
import { cartPolicies, cartResolvers } from './cart';
import { cataloguePolicies, catalogueResolvers } from './catalogue';
import { claimPolicies, claimResolvers } from './claims';
import { clickCollectPolicies, clickCollectResolvers } from './click-collect';
import { customerInquiryPolicies, customerInquiryResolvers } from './customer-inquiry';
import { newsPolicies, newsResolvers } from './news';
import { invoicePolicies, invoiceResolvers } from './invoices';
import { orderPolicies, orderResolvers } from './orders';
import { paymentPolicies, paymentResolvers } from './payments';
import { pdiPolicies, pdiResolvers } from './pdi';
import { framesPolicies, framesResolvers } from './frames';
import { salesAreaPolicies, salesAreaResolvers } from './sales-area';
import { visitFormPolicies, visitFormResolvers } from './visit-forms';
import { downloadAreaPolicies, downloadAreaResolvers } from './download-area';
import { uploadAreaPolicies, uploadAreaResolvers } from './upload-area';
import { salesOverviewPolicies, salesOverviewResolvers } from './sales-overview';
import { platformPolicies, platformResolvers } from './platform';
import { rolePolicies, roleResolvers } from './roles';
import { shellPolicies, shellResolvers } from './shell';
import { userPolicies, userResolvers } from './users';
import { thirdPartyPolicies, thirdPartyResolvers } from './third-party';
import { salesDocumentPolicies, salesDocumentResolvers } from './sales-documents';
import { marketingMaterialPolicies, marketingMaterialResolvers } from './marketing-material';

const AREAS: { resolvers: Resolvers; policies: FieldPolicies }[] = [
  { resolvers: platformResolvers, policies: platformPolicies },
  { resolvers: shellResolvers, policies: shellPolicies },
  { resolvers: catalogueResolvers, policies: cataloguePolicies },
  { resolvers: cartResolvers, policies: cartPolicies },
  { resolvers: orderResolvers, policies: orderPolicies },
  { resolvers: invoiceResolvers, policies: invoicePolicies },
  { resolvers: paymentResolvers, policies: paymentPolicies },
  { resolvers: clickCollectResolvers, policies: clickCollectPolicies },
  { resolvers: pdiResolvers, policies: pdiPolicies },
  { resolvers: framesResolvers, policies: framesPolicies },
  { resolvers: visitFormResolvers, policies: visitFormPolicies },
  { resolvers: salesAreaResolvers, policies: salesAreaPolicies },
  { resolvers: claimResolvers, policies: claimPolicies },
  { resolvers: downloadAreaResolvers, policies: downloadAreaPolicies },
  { resolvers: uploadAreaResolvers, policies: uploadAreaPolicies },
  { resolvers: salesOverviewResolvers, policies: salesOverviewPolicies },
  { resolvers: roleResolvers, policies: rolePolicies },
  { resolvers: userResolvers, policies: userPolicies },
  { resolvers: bannerResolvers, policies: bannerPolicies },
  { resolvers: announcementResolvers, policies: announcementPolicies },
  { resolvers: thirdPartyResolvers, policies: thirdPartyPolicies },
  { resolvers: salesDocumentResolvers, policies: salesDocumentPolicies },
  { resolvers: marketingMaterialResolvers, policies: marketingMaterialPolicies },
  { resolvers: newsResolvers, policies: newsPolicies },
  { resolvers: customerInquiryResolvers, policies: customerInquiryPolicies },
];

/** The resolvers of every area of the signed-in schema (/graphql), merged per type. */
export const signedInResolvers: Record<string, Record<string, unknown>> = AREAS.reduce<Record<string, Record<string, unknown>>>((merged, area) => {
  for (const [type, fields] of Object.entries(area.resolvers)) merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  return merged;
}, {});

/** The scope policy of every root field of the signed-in schema; a field declared twice is a start-up error. */
export const signedInPolicies: FieldPolicies = AREAS.reduce<FieldPolicies>((merged, area) => {
  for (const [field, policy] of Object.entries(area.policies)) {
    if (field in merged) throw new Error(`GraphQL field ${field} has a policy in two areas`);
    merged[field] = policy;
  }
  return merged;
}, {});
