import type { AnnouncementAdministrationGateway } from './announcements/ports';
import type { BannerAdministrationGateway } from './banners/ports';
import { createAfterSaleUseCases, type AfterSalePorts, type AfterSaleUseCases } from './after-sale-use-cases';
import { createCartUseCases, type CartPorts, type CartUseCases } from './cart/cart-use-cases';
import { createCatalogueAnalysisUseCases, type CatalogueAnalysisUseCases } from './catalogue-analysis/product-batch-run';
import type { CatalogueAnalysisGateway } from './catalogue-analysis/ports';
import { createProfileUseCases, type ProfileUseCases } from './profile/profile-use-cases';
import type { PasswordLinkGateway, ProfileGateway } from './profile/ports';
import { createRolesUseCases, type RolesUseCases } from './roles/roles-use-cases';
import type { RolesGateway } from './roles/ports';
import { createCatalogueUseCases, type CataloguePorts, type CatalogueUseCases } from './catalogue/catalogue-use-cases';
import type { ContentGateway } from './content/ports';
import type { NewsGateway } from './news/ports';
import type { CustomerInquiryGateway } from './customer-inquiry/ports';
import type { CreditGateway } from './credit/ports';
import { createCountCustomers, type CountCustomers } from './customers/count-customers';
import { createStartCustomerSearch, type StartCustomerSearch } from './customers/customer-search';
import { createPickCustomer, type PickCustomer } from './customers/pick-customer';
import type { CustomerGateway } from './customers/ports';
import { createChangeLanguage, type ChangeLanguage } from './language/change-language';
import type { LanguageGateway } from './language/ports';
import { createLoadMenuFacts, type LoadMenuFacts } from './navigation/load-menu-facts';
import type { MenuGateway } from './navigation/ports';
import { createClaimRecordsUseCases, type ClaimRecordsUseCases } from './claims/claim-records-use-cases';
import type { ClaimRecordsGateway } from './claims/claim-records-ports';
import { createClaimFilingUseCases, type ClaimFilingUseCases } from './claims/claim-filing-use-cases';
import type { ClaimFilingGateway, ImageCompressor } from './claims/claim-filing-ports';
import { createPdiUseCases, type PdiUseCases } from './pdi/pdi-use-cases';
import type { PdiGateway } from './pdi/ports';
import { createFramesUseCases, type FramesUseCases } from './frames/frames-use-cases';
import type { FramesGateway } from './frames/ports';
import type { SalesAreaGateway } from './sales-area/ports';
import { createSalesAreaUseCases, type SalesAreaUseCases } from './sales-area/sales-area-use-cases';
import type { VisitFormGateway } from './visit-forms/ports';
import { createVisitFormUseCases, type VisitFormUseCases } from './visit-forms/visit-form-use-cases';
import { createDownloadAreaUseCases, type DownloadAreaUseCases } from './download-area/download-area-use-cases';
import type { DownloadAreaGateway } from './download-area/ports';
import type { UploadAreaGateway } from './upload-area/ports';
import { createUploadAreaUseCases, type UploadAreaUseCases } from './upload-area/upload-area-use-cases';
import type { SalesOverviewGateway } from './sales-overview/ports';
import type { TokenStore } from './session/ports';
import { createThirdPartyUseCases, type ThirdPartyPorts, type ThirdPartyUseCases } from './third-party/third-party-use-cases';
import { createUploadMarketingImages, type UploadMarketingImages } from './marketing-material/bulk-upload';
import type { MarketingMaterialGateway } from './marketing-material/ports';
import type { SalesDocumentsGateway } from './sales-documents/ports';
import type { UserAdministrationGateway } from './user-administration/ports';
import { createFrameExtraUseCases, type FrameExtraPorts, type FrameExtraUseCases } from './shell/frame-extra-use-cases';

/**
 * The use-cases of the frame (menu, customer picker, language, credit, announcements, banners, consumer voice)
 * and of the areas (catalogue, cart, orders, invoices, payments, click and collect, pre-delivery inspections,
 * administration): what only a signed-in page reaches, which the browser loads after sign-in.
 */
export interface PortalAreaUseCases
  extends FrameExtraUseCases,
    CatalogueUseCases,
    CartUseCases,
    AfterSaleUseCases,
    PdiUseCases,
    ClaimRecordsUseCases,
    ClaimFilingUseCases,
    FramesUseCases,
    VisitFormUseCases,
    SalesAreaUseCases,
    DownloadAreaUseCases,
    UploadAreaUseCases,
    RolesUseCases,
    ProfileUseCases,
    CatalogueAnalysisUseCases,
    ThirdPartyUseCases {
  countCustomers: CountCustomers;
  startCustomerSearch: StartCustomerSearch;
  pickCustomer: PickCustomer;
  changeLanguage: ChangeLanguage;
  loadMenuFacts: LoadMenuFacts;
  uploadMarketingImages: UploadMarketingImages;
  /** The frame's and the areas' gateway ports, for their plain reads. */
  ports: PortalAreaPorts;
}

/** The ports of the frame's and the areas' use-cases. */
export interface PortalAreaPorts extends FrameExtraPorts, CataloguePorts, CartPorts, AfterSalePorts, ThirdPartyPorts {
  customers: CustomerGateway;
  credit: CreditGateway;
  languages: LanguageGateway;
  menu: MenuGateway;
  pdi: PdiGateway;
  claimRecords: ClaimRecordsGateway;
  claimFiling: ClaimFilingGateway;
  imageCompressor: ImageCompressor;
  frames: FramesGateway;
  visitForms: VisitFormGateway;
  salesAreas: SalesAreaGateway;
  downloadArea: DownloadAreaGateway;
  uploadArea: UploadAreaGateway;
  salesOverview: SalesOverviewGateway;
  roles: RolesGateway;
  catalogueAnalysis: CatalogueAnalysisGateway;
  announcementAdministration: AnnouncementAdministrationGateway;
  bannerAdministration: BannerAdministrationGateway;
  content: ContentGateway;
  news: NewsGateway;
  customerInquiries: CustomerInquiryGateway;
  profile: ProfileGateway;
  passwordLinks: PasswordLinkGateway;
  /** The session's token store, which the customer picker updates. */
  tokens: TokenStore;
  salesDocuments: SalesDocumentsGateway;
  marketingMaterial: MarketingMaterialGateway;
  userAdministration: UserAdministrationGateway;
}

export function createPortalAreaUseCases(ports: PortalAreaPorts): PortalAreaUseCases {
  return {
    countCustomers: createCountCustomers(ports),
    startCustomerSearch: createStartCustomerSearch(ports),
    pickCustomer: createPickCustomer(ports),
    changeLanguage: createChangeLanguage(ports),
    loadMenuFacts: createLoadMenuFacts(ports),
    uploadMarketingImages: createUploadMarketingImages(ports),
    ...createFrameExtraUseCases(ports),
    ...createCatalogueUseCases(ports),
    ...createCartUseCases(ports),
    ...createAfterSaleUseCases(ports),
    ...createPdiUseCases(ports),
    ...createClaimRecordsUseCases(ports),
    ...createClaimFilingUseCases(ports),
    ...createFramesUseCases(ports),
    ...createVisitFormUseCases(ports),
    ...createSalesAreaUseCases(ports),
    ...createDownloadAreaUseCases(ports),
    ...createUploadAreaUseCases(ports),
    ...createRolesUseCases(ports),
    ...createProfileUseCases(ports),
    ...createCatalogueAnalysisUseCases(ports),
    ...createThirdPartyUseCases(ports),
    ports,
  };
}
