import type { AdministrativeAuditLog } from '../../application/service/user-administration/audit-log';
import type {
  PasswordLinkAddresses,
  PasswordLinkRepository,
  PasswordLinkSecrets,
  UserAdministrationRepository,
} from '../../application/service/user-administration/ports';
import type {
  AnnouncementAdministrationRepository,
  AnnouncementRepository,
} from '../../application/service/announcements/ports';
import type { HostConfigRepository, LanguageRepository } from '../../application/service/config/ports';
import type { UserProfileRepository } from '../../application/service/auth/current-user';
import type {
  AccessTokenIssuer,
  CustomerAccessRepository,
  LoginFailureRepository,
  PasswordHasher,
  PrincipalRepository,
  RefreshTokenRepository,
  TokenSecrets,
  UserAccountRepository,
} from '../../application/service/auth/ports';
import type { BannerAdministrationRepository, BannerRepository } from '../../application/service/banners/ports';
import type { CartRepository } from '../../application/service/cart/ports';
import type {
  BikeCategoryRepository,
  CatalogueMaintenanceRepository,
  CatalogueRepository,
  ImageEncoder,
  RestockSubscriptionRepository,
} from '../../application/service/catalogue/ports';
import type { CheckoutStore, OrderLimitRepository, ShippingRepository } from '../../application/service/cart/ports';
import type { BuyerRepository, CommerceSettings, IdGenerator } from '../../application/service/catalogue/article-ports';
import type {
  ContentTargetMarketRepository,
  RichTextSanitiser,
  SalesOrganisationHoldings,
} from '../../application/service/content/ports';
import type { CreditAccountRepository } from '../../application/service/credit/ports';
import type { CustomerDirectory } from '../../application/service/customers/ports';
import type { ConsumerFeedbackRepository } from '../../application/service/feedback/ports';
import type { NotificationSender, PushSubscriptionRepository } from '../../application/service/notifications/ports';
import type { OwnProfileRepository, UserLanguageRepository } from '../../application/service/profile/ports';
import type { Clock, FileStore, MessageCatalogues, SpreadsheetReader } from '../../application/service/shared/ports';
import type { ActiveCustomerRepository } from '../../application/service/customers/active-customer';
import type { ClickCollectRepository } from '../../application/service/click-collect/ports';
import type { PdiRepository } from '../../application/service/pdi/ports';
import type { FramesRepository } from '../../application/service/frames/ports';
import type { RetailSalesRepository, WarrantyDocumentWriter } from '../../application/service/retail-sales/ports';
import type { SalesAreaRepository } from '../../application/service/sales-area/ports';
import type { VisitFormRepository } from '../../application/service/visit-forms/ports';
import type { ClaimRepository } from '../../application/service/claims/ports';
import type { ClaimFileLinksHmac } from './http/claim-file-links';
import type {
  DownloadRequestRepository,
  ExportFileWriter,
  ExportJobQueue,
  ExportRowSource,
} from '../../application/service/download-area/ports';
import type { UploadedFiles, UploadJobQueue, UploadRepository } from '../../application/service/upload-area/ports';
import type { SalesOverviewRepository } from '../../application/service/sales-overview/ports';
import type { DealerBonusRepository } from '../../application/service/dealer-bonus/ports';
import type { RoleRepository } from '../../application/service/roles/ports';
import type { ThirdPartyCheckoutStore, ThirdPartyRepository } from '../../application/service/third-party/ports';
import type { InvoiceRepository, InvoicesSettings, Mailer } from '../../application/service/invoices/ports';
import type {
  OpenOrderRepository,
  OrderListRepository,
  ReportRepository,
  SpreadsheetWriter,
} from '../../application/service/orders/ports';
import type {
  PaymentGateway,
  PaymentLedger,
  PaymentMethodRepository,
  SavedPaymentRepository,
} from '../../application/service/payments/ports';
import type { CustomerInquiryRepository } from '../../application/service/customer-inquiry/ports';
import type { NewsRepository } from '../../application/service/news/ports';
import type {
  SalesDocumentAttachmentRepository,
  SalesDocumentRepository,
} from '../../application/service/sales-documents/ports';
import type { MarketingMaterialRepository } from '../../application/service/marketing-material/ports';
import type { MarketingFileLinksHmac } from './http/marketing-file-links';

/** Every port the server's use-cases reach, wired to its adapter. */
export interface ServerServices {
  clock: Clock;
  users: UserAccountRepository;
  passwords: PasswordHasher;
  loginFailures: LoginFailureRepository;
  refreshTokens: RefreshTokenRepository;
  accessTokens: AccessTokenIssuer;
  secrets: TokenSecrets;
  principals: PrincipalRepository;
  customers: CustomerAccessRepository;
  directory: CustomerDirectory;
  profiles: UserProfileRepository;
  hostConfigs: HostConfigRepository;
  announcements: AnnouncementRepository;
  languages: LanguageRepository;
  userLanguages: UserLanguageRepository;
  feedback: ConsumerFeedbackRepository;
  banners: BannerRepository;
  files: FileStore;
  credit: CreditAccountRepository;
  bikeCategories: BikeCategoryRepository;
  contentTargetMarkets: ContentTargetMarketRepository;
  announcementAdministration: AnnouncementAdministrationRepository;
  bannerAdministration: BannerAdministrationRepository;
  salesOrganisationHoldings: SalesOrganisationHoldings;
  richText: RichTextSanitiser;
  pushSubscriptions: PushSubscriptionRepository;
  notifications: NotificationSender;
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  vapidPublicKey: string;
  decoyPasswordHash: string;
  buyers: BuyerRepository;
  commerceSettings: CommerceSettings;
  catalogue: CatalogueRepository;
  restock: RestockSubscriptionRepository;
  maintenance: CatalogueMaintenanceRepository;
  /** Renders product pictures in the sizes the portal shows them. */
  images: ImageEncoder;
  carts: CartRepository;
  shipping: ShippingRepository;
  orderLimits: OrderLimitRepository;
  checkouts: CheckoutStore;
  ids: IdGenerator;
  activeCustomers: ActiveCustomerRepository;
  invoicesSettings: InvoicesSettings;
  invoices: InvoiceRepository;
  mailer: Mailer;
  paymentMethods: PaymentMethodRepository;
  savedPayments: SavedPaymentRepository;
  paymentLedger: PaymentLedger;
  paymentGateway: PaymentGateway;
  openOrders: OpenOrderRepository;
  reports: ReportRepository;
  spreadsheets: SpreadsheetWriter;
  orderList: OrderListRepository;
  clickCollect: ClickCollectRepository;
  pdi: PdiRepository;
  frames: FramesRepository;
  retailSales: RetailSalesRepository;
  /** Writes the warranty certificates of retail sales as PDF. */
  warrantyDocuments: WarrantyDocumentWriter;
  visitForms: VisitFormRepository;
  salesAreas: SalesAreaRepository;
  claims: ClaimRepository;
  /** Signs and checks the addresses of claim files. */
  claimLinks: ClaimFileLinksHmac;
  downloadRequests: DownloadRequestRepository;
  exportRows: ExportRowSource;
  exportFiles: ExportFileWriter;
  /** The job queue the download area's exports run on. */
  exportJobs: ExportJobQueue;
  uploads: UploadRepository;
  /** The job queue the upload area's albums process completed uploads on. */
  uploadJobs: UploadJobQueue;
  uploadedFiles: UploadedFiles;
  salesOverview: SalesOverviewRepository;
  dealerBonus: DealerBonusRepository;
  roles: RoleRepository;
  thirdParty: ThirdPartyRepository;
  thirdPartyCheckouts: ThirdPartyCheckoutStore;
  /** The words the service writes for people (e-mails, spreadsheets), one catalogue per locale. */
  messageCatalogues: MessageCatalogues;
  /** Who changed which user, role, group role or permission, when, before and after. */
  auditLog: AdministrativeAuditLog;
  userAdministration: UserAdministrationRepository;
  passwordLinks: PasswordLinkRepository;
  passwordLinkSecrets: PasswordLinkSecrets;
  passwordLinkAddresses: PasswordLinkAddresses;
  ownProfiles: OwnProfileRepository;
  spreadsheetReader: SpreadsheetReader;
  news: NewsRepository;
  customerInquiries: CustomerInquiryRepository;
  salesDocuments: SalesDocumentRepository;
  salesDocumentAttachments: SalesDocumentAttachmentRepository;
  marketingMaterial: MarketingMaterialRepository;
  /** Signs and checks the addresses of marketing images. */
  marketingLinks: MarketingFileLinksHmac;
}
