import { createPortalAreaUseCases, type PortalAreaUseCases } from '../../application/portal/portal-area-use-cases';
import { AnnouncementAdministrationGatewayGraphql } from './announcements/announcement-administration-gateway';
import { AnnouncementGatewayGraphql } from './announcements/announcement-gateway';
import { BannerAdministrationGatewayGraphql } from './banners/banner-administration-gateway';
import { BannerGatewayGraphql } from './banners/banner-gateway';
import { CatalogueAnalysisGatewayGraphql } from './catalogue-analysis/catalogue-analysis-gateway';
import { RolesGatewayGraphql } from './roles/roles-gateway';
import { CartGatewayGraphql, IdGeneratorCrypto } from './cart/cart-gateway';
import { CatalogueGatewayGraphql } from './catalogue/catalogue-gateway';
import { ClaimRecordsGatewayGraphql } from './claims/claim-records-gateway';
import { ClickCollectGatewayGraphql } from './click-collect/click-collect-gateway';
import { ContentGatewayGraphql } from './content/content-gateway';
import { CreditGatewayGraphql } from './credit/credit-gateway';
import { CustomerGatewayGraphql } from './customers/customer-gateway';
import { FeedbackGatewayGraphql } from './feedback/feedback-gateway';
import { InvoicesGatewayGraphql } from './invoices/invoices-gateway';
import { LanguageGatewayGraphql } from './language/language-gateway';
import { NewsGatewayGraphql } from './news/news-gateway';
import { CustomerInquiryGatewayGraphql } from './customer-inquiry/customer-inquiry-gateway';
import { PasswordLinkGatewayHttp } from './profile/password-link-gateway';
import { ProfileGatewayGraphql } from './profile/profile-gateway';
import { MenuGatewayGraphql } from './navigation/menu-gateway';
import { OrdersGatewayGraphql } from './orders/orders-gateway';
import { PaymentRequestsGatewayGraphql } from './payments/payment-requests-gateway';
import { PaymentsGatewayGraphql } from './payments/payments-gateway';
import { ClaimFilingGatewayGraphql } from './claims/claim-filing-gateway';
import { ImageCompressorBrowser } from './claims/image-compressor';
import { PdiGatewayGraphql } from './pdi/pdi-gateway';
import { FramesGatewayGraphql } from './frames/frames-gateway';
import { SalesAreaGatewayGraphql } from './sales-area/sales-area-gateway';
import { VisitFormGatewayGraphql } from './visit-forms/visit-form-gateway';
import { UploadAreaGatewayGraphql } from './upload-area/upload-area-gateway';
import { DownloadAreaGatewayGraphql } from './download-area/download-area-gateway';
import { SalesOverviewGatewayGraphql } from './sales-overview/sales-overview-gateway';
import type { SharedAdapters } from './shell-composition';
import { ThirdPartyGatewayGraphql } from './third-party/third-party-gateway';
import { MarketingMaterialGatewayGraphql } from './marketing-material/marketing-material-gateway';
import { SalesDocumentsGatewayGraphql } from './sales-documents/sales-documents-gateway';
import { UserAdministrationGatewayGraphql } from './user-administration/user-administration-gateway';

/**
 * The browser's composition root for the frame and the areas, loaded with their code after the entry: binds their
 * ports to the web adapters over the adapters the shell shares, so every request still goes through the one API
 * client.
 */
export function composeAreas({ runtime, api, graphql, tokens, clock, keyValueStore }: SharedAdapters): PortalAreaUseCases {
  return createPortalAreaUseCases({
    tokens,
    clock,
    keyValueStore,
    customers: new CustomerGatewayGraphql(graphql),
    credit: new CreditGatewayGraphql(graphql),
    languages: new LanguageGatewayGraphql(graphql),
    menu: new MenuGatewayGraphql(graphql),
    announcements: new AnnouncementGatewayGraphql(graphql),
    banners: new BannerGatewayGraphql(graphql, runtime.apiBaseUrl),
    feedback: new FeedbackGatewayGraphql(graphql),
    catalogue: new CatalogueGatewayGraphql(graphql, runtime.apiBaseUrl),
    cart: new CartGatewayGraphql(graphql, runtime.apiBaseUrl),
    ids: new IdGeneratorCrypto(),
    orders: new OrdersGatewayGraphql(graphql, api),
    invoices: new InvoicesGatewayGraphql(graphql),
    payments: new PaymentsGatewayGraphql(graphql),
    paymentRequests: new PaymentRequestsGatewayGraphql(graphql, api),
    clickCollect: new ClickCollectGatewayGraphql(graphql),
    pdi: new PdiGatewayGraphql(graphql),
    claimRecords: new ClaimRecordsGatewayGraphql(graphql, runtime.apiBaseUrl),
    claimFiling: new ClaimFilingGatewayGraphql(graphql, runtime.apiBaseUrl),
    imageCompressor: new ImageCompressorBrowser(),
    frames: new FramesGatewayGraphql(graphql, api),
    visitForms: new VisitFormGatewayGraphql(graphql, runtime.apiBaseUrl),
    salesAreas: new SalesAreaGatewayGraphql(graphql),
    downloadArea: new DownloadAreaGatewayGraphql(graphql, api),
    uploadArea: new UploadAreaGatewayGraphql(graphql, tokens, runtime.apiBaseUrl),
    salesOverview: new SalesOverviewGatewayGraphql(graphql, api),
    roles: new RolesGatewayGraphql(graphql),
    catalogueAnalysis: new CatalogueAnalysisGatewayGraphql(graphql),
    announcementAdministration: new AnnouncementAdministrationGatewayGraphql(graphql),
    bannerAdministration: new BannerAdministrationGatewayGraphql(graphql, runtime.apiBaseUrl),
    thirdParty: new ThirdPartyGatewayGraphql(graphql),
    salesDocuments: new SalesDocumentsGatewayGraphql(graphql, api),
    marketingMaterial: new MarketingMaterialGatewayGraphql(graphql, runtime.apiBaseUrl),
    content: new ContentGatewayGraphql(graphql),
    news: new NewsGatewayGraphql(graphql, runtime.apiBaseUrl),
    customerInquiries: new CustomerInquiryGatewayGraphql(api, graphql),
    userAdministration: new UserAdministrationGatewayGraphql(graphql, api),
    profile: new ProfileGatewayGraphql(graphql),
    passwordLinks: new PasswordLinkGatewayHttp(api),
  });
}
