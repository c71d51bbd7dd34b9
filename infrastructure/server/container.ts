import { Container } from 'inversify';
import type { ServerServices } from './server-services';
import { USER_ADMINISTRATION_TOKENS } from '../../application/service/user-administration/tokens';
import type { ImageEncoder } from '../../application/service/catalogue/ports';
import { CART_TOKENS } from '../../application/service/cart/tokens';
import { CATALOGUE_TOKENS } from '../../application/service/catalogue/tokens';
import type { Clock, FileStore, MessageCatalogues } from '../../application/service/shared/ports';
import { SHARED_TOKENS } from '../../application/service/shared/tokens';
import { ANNOUNCEMENTS_TOKENS } from '../../application/service/announcements/tokens';
import { AUTH_TOKENS } from '../../application/service/auth/tokens';
import { BANNERS_TOKENS } from '../../application/service/banners/tokens';
import { CONFIG_TOKENS } from '../../application/service/config/tokens';
import { CONTENT_TOKENS } from '../../application/service/content/tokens';
import { CREDIT_TOKENS } from '../../application/service/credit/tokens';
import { CUSTOMERS_TOKENS } from '../../application/service/customers/tokens';
import { FEEDBACK_TOKENS } from '../../application/service/feedback/tokens';
import { NOTIFICATIONS_TOKENS } from '../../application/service/notifications/tokens';
import { PROFILE_TOKENS } from '../../application/service/profile/tokens';
import { PDI_TOKENS } from '../../application/service/pdi/tokens';
import { FRAMES_TOKENS } from '../../application/service/frames/tokens';
import { SALES_AREA_TOKENS } from '../../application/service/sales-area/tokens';
import { VISIT_FORM_TOKENS } from '../../application/service/visit-forms/tokens';
import { CLAIMS_TOKENS } from '../../application/service/claims/tokens';
import { claimsModule } from '../db/claims/claims-module';
import { ClaimFileLinksHmac } from './http/claim-file-links';
import type { ExportJobQueue } from '../../application/service/download-area/ports';
import { DOWNLOAD_AREA_TOKENS } from '../../application/service/download-area/tokens';
import type { UploadedFiles, UploadJobQueue } from '../../application/service/upload-area/ports';
import { UPLOAD_AREA_TOKENS } from '../../application/service/upload-area/tokens';
import { uploadAreaModule } from '../db/upload-area/upload-area-module';
import { downloadAreaModule } from '../db/download-area/download-area-module';
import { ExportFileWriterExcelJs } from '../reports/export-file-writer.exceljs';
import { SALES_OVERVIEW_TOKENS } from '../../application/service/sales-overview/tokens';
import { DEALER_BONUS_TOKENS } from '../../application/service/dealer-bonus/tokens';
import { CLICK_COLLECT_TOKENS } from '../../application/service/click-collect/tokens';
import { ROLES_TOKENS } from '../../application/service/roles/tokens';
import { THIRD_PARTY_TOKENS } from '../../application/service/third-party/tokens';
import type { Mailer } from '../../application/service/invoices/ports';
import { INVOICES_TOKENS } from '../../application/service/invoices/tokens';
import { ORDERS_TOKENS } from '../../application/service/orders/tokens';
import type { Database } from '../db/database';
import { DB_TOKENS } from '../db/tokens';
import { userAdministrationModule } from '../db/user-administration/user-administration-module';
import { announcementsModule } from '../db/announcements/announcements-module';
import { authModule } from '../db/auth/auth-module';
import { bannersModule } from '../db/banners/banners-module';
import { configModule } from '../db/config/config-module';
import { contentModule } from '../db/content/content-module';
import { creditModule } from '../db/credit/credit-module';
import { customersModule } from '../db/customers/customers-module';
import { feedbackModule } from '../db/feedback/feedback-module';
import { notificationsModule } from '../db/notifications/notifications-module';
import { profileModule } from '../db/profile/profile-module';
import type { VapidKeys } from '../push/notification-sender.web-push';
import { cartModule } from '../db/cart/cart-module';
import { catalogueModule } from '../db/catalogue/catalogue-module';
import { clickCollectModule } from '../db/click-collect/click-collect-module';
import { pdiModule } from '../db/pdi/pdi-module';
import { framesModule } from '../db/frames/frames-module';
import { WarrantyDocumentPdfLib } from '../reports/warranty-document.pdf-lib';
import { salesAreaModule } from '../db/sales-area/sales-area-module';
import { visitFormsModule } from '../db/visit-forms/visit-forms-module';
import { salesOverviewModule } from '../db/sales-overview/sales-overview-module';
import { rolesModule } from '../db/roles/roles-module';
import { thirdPartyModule } from '../db/third-party/third-party-module';
import { customerInquiryModule } from '../db/customer-inquiry/customer-inquiry-module';
import { newsModule } from '../db/news/news-module';
import { CUSTOMER_INQUIRY_TOKENS } from '../../application/service/customer-inquiry/tokens';
import { NEWS_TOKENS } from '../../application/service/news/tokens';
import { invoicesModule } from '../db/invoices/invoices-module';
import { ordersModule } from '../db/orders/orders-module';
import { PaymentLedgerPostgres } from '../db/payments/payment-ledger.postgres';
import { PaymentMethodRepositoryPostgres } from '../db/payments/payment-method-repository.postgres';
import { SavedPaymentRepositoryPostgres } from '../db/payments/saved-payment-repository.postgres';
import { ImageEncoderSharp } from '../images/image-encoder.sharp';
import { SpreadsheetReaderExcelJs } from '../reports/spreadsheet-reader.exceljs';
import { MailerNodemailer, type MailerSettings } from '../mail/mailer.nodemailer';
import { PaymentGatewaySandbox } from '../payments/payment-gateway.sandbox';
import { MessageCataloguesJsonFiles } from '../texts/message-catalogues.json-files';
import { passwordLinkAddresses, PasswordLinkSecretsNode } from './auth/password-link-secrets.crypto';
import { nodeIds } from './node-ids';
import { SALES_DOCUMENTS_TOKENS } from '../../application/service/sales-documents/tokens';
import { MARKETING_MATERIAL_TOKENS } from '../../application/service/marketing-material/tokens';
import { salesDocumentsModule } from '../db/sales-documents/sales-documents-module';
import { marketingMaterialModule } from '../db/marketing-material/marketing-material-module';
import { MarketingFileLinksHmac } from './http/marketing-file-links';

export const SERVER_TOKENS = {
  Services: Symbol('Services'),
} as const;


export interface ServerContainerOptions {
  db: Database;
  clock: Clock;
  signingSecret: string;
  decoyPasswordHash: string;
  files: FileStore;
  /** The service's VAPID key pair and the contact (mailto: or https:) push services may reach. */
  vapid: VapidKeys & { subject: string };
  /** E-mail: SMTP when a URL is given, else .eml files in the outbox folder. */
  mail?: Partial<MailerSettings>;
  exportJobs: ExportJobQueue;
  uploadJobs: UploadJobQueue;
  uploadedFiles: UploadedFiles;
}

/** The sender of the portal's e-mail when none is configured. */
export const DEFAULT_MAIL_FROM = 'Dealer Portal <no-reply@dealer-portal.example>';

/** The server's composition root: loads every area's module and hands the use-cases their ports. */
export function buildServerContainer(options: ServerContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Database>(DB_TOKENS.Database).toConstantValue(options.db);
  container.bind<Clock>(SHARED_TOKENS.Clock).toConstantValue(options.clock);
  container.bind<string>(SHARED_TOKENS.SigningSecret).toConstantValue(options.signingSecret);
  container.bind<FileStore>(SHARED_TOKENS.FileStore).toConstantValue(options.files);
  container.bind<MessageCatalogues>(SHARED_TOKENS.MessageCatalogues).toConstantValue(new MessageCataloguesJsonFiles());
  container.bind<string>(AUTH_TOKENS.DecoyPasswordHash).toConstantValue(options.decoyPasswordHash);
  container.bind(NOTIFICATIONS_TOKENS.Vapid).toConstantValue(options.vapid);
  container.bind<Mailer>(INVOICES_TOKENS.Mailer).toConstantValue(new MailerNodemailer({ from: DEFAULT_MAIL_FROM, ...options.mail }));
  container.bind<ImageEncoder>(CATALOGUE_TOKENS.ImageEncoder).toConstantValue(new ImageEncoderSharp());
  container.loadSync(
    authModule,
    profileModule,
    configModule,
    contentModule,
    customersModule,
    creditModule,
    bannersModule,
    announcementsModule,
    feedbackModule,
    notificationsModule,
    invoicesModule,
    ordersModule,
    clickCollectModule,
    pdiModule,
    framesModule,
    visitFormsModule,
    salesAreaModule,
    claimsModule,
    downloadAreaModule,
    uploadAreaModule,
    salesOverviewModule,
    rolesModule,
    thirdPartyModule,
    catalogueModule,
    cartModule,
    userAdministrationModule,
    newsModule,
    customerInquiryModule,
    salesDocumentsModule,
    marketingMaterialModule,
  );
  container.bind<ServerServices>(SERVER_TOKENS.Services).toDynamicValue(({ get }) => {
    const db = get<Database>(DB_TOKENS.Database);
    const clock = get<Clock>(SHARED_TOKENS.Clock);
    const signingSecret = get<string>(SHARED_TOKENS.SigningSecret);
    return {
      clock,
      users: get(AUTH_TOKENS.UserAccountRepository),
      passwords: get(AUTH_TOKENS.PasswordHasher),
      loginFailures: get(AUTH_TOKENS.LoginFailureRepository),
      refreshTokens: get(AUTH_TOKENS.RefreshTokenRepository),
      accessTokens: get(AUTH_TOKENS.AccessTokenIssuer),
      secrets: get(AUTH_TOKENS.TokenSecrets),
      principals: get(AUTH_TOKENS.PrincipalRepository),
      customers: get(AUTH_TOKENS.CustomerAccessRepository),
      directory: get(CUSTOMERS_TOKENS.CustomerDirectory),
      profiles: get(AUTH_TOKENS.UserProfileRepository),
      hostConfigs: get(CONFIG_TOKENS.HostConfigRepository),
      announcements: get(ANNOUNCEMENTS_TOKENS.AnnouncementRepository),
      languages: get(CONFIG_TOKENS.LanguageRepository),
      userLanguages: get(PROFILE_TOKENS.UserLanguageRepository),
      feedback: get(FEEDBACK_TOKENS.ConsumerFeedbackRepository),
      banners: get(BANNERS_TOKENS.BannerRepository),
      files: get(SHARED_TOKENS.FileStore),
      credit: get(CREDIT_TOKENS.CreditAccountRepository),
      bikeCategories: get(CATALOGUE_TOKENS.BikeCategoryRepository),
      contentTargetMarkets: get(CONTENT_TOKENS.ContentTargetMarketRepository),
      announcementAdministration: get(ANNOUNCEMENTS_TOKENS.AnnouncementAdministrationRepository),
      bannerAdministration: get(BANNERS_TOKENS.BannerAdministrationRepository),
      salesOrganisationHoldings: get(CONTENT_TOKENS.SalesOrganisationHoldings),
      richText: get(CONTENT_TOKENS.RichTextSanitiser),
      pushSubscriptions: get(NOTIFICATIONS_TOKENS.PushSubscriptionRepository),
      notifications: get(NOTIFICATIONS_TOKENS.NotificationSender),
      vapidPublicKey: options.vapid.publicKey,
      decoyPasswordHash: get(AUTH_TOKENS.DecoyPasswordHash),
      buyers: get(CATALOGUE_TOKENS.BuyerRepository),
      commerceSettings: get(CATALOGUE_TOKENS.CommerceSettings),
      catalogue: get(CATALOGUE_TOKENS.CatalogueRepository),
      restock: get(CATALOGUE_TOKENS.RestockSubscriptionRepository),
      maintenance: get(CATALOGUE_TOKENS.CatalogueMaintenanceRepository),
      images: get(CATALOGUE_TOKENS.ImageEncoder),
      carts: get(CART_TOKENS.CartRepository),
      shipping: get(CART_TOKENS.ShippingRepository),
      orderLimits: get(CART_TOKENS.OrderLimitRepository),
      checkouts: get(CART_TOKENS.CheckoutStore),
      ids: nodeIds,
      activeCustomers: get(CUSTOMERS_TOKENS.ActiveCustomerRepository),
      invoicesSettings: get(INVOICES_TOKENS.InvoicesSettings),
      invoices: get(INVOICES_TOKENS.InvoiceRepository),
      mailer: get(INVOICES_TOKENS.Mailer),
      paymentMethods: new PaymentMethodRepositoryPostgres(db),
      savedPayments: new SavedPaymentRepositoryPostgres(db),
      paymentLedger: new PaymentLedgerPostgres(db),
      paymentGateway: new PaymentGatewaySandbox(clock, signingSecret),
      openOrders: get(ORDERS_TOKENS.OpenOrderRepository),
      reports: get(ORDERS_TOKENS.ReportRepository),
      spreadsheets: get(ORDERS_TOKENS.SpreadsheetWriter),
      orderList: get(ORDERS_TOKENS.OrderListRepository),
      clickCollect: get(CLICK_COLLECT_TOKENS.ClickCollectRepository),
      pdi: get(PDI_TOKENS.PdiRepository),
      frames: get(FRAMES_TOKENS.FramesRepository),
      retailSales: get(FRAMES_TOKENS.RetailSalesRepository),
      warrantyDocuments: new WarrantyDocumentPdfLib(),
      visitForms: get(VISIT_FORM_TOKENS.VisitFormRepository),
      salesAreas: get(SALES_AREA_TOKENS.SalesAreaRepository),
      claims: get(CLAIMS_TOKENS.ClaimRepository),
      claimLinks: new ClaimFileLinksHmac(signingSecret, clock),
      downloadRequests: get(DOWNLOAD_AREA_TOKENS.DownloadRequestRepository),
      exportRows: get(DOWNLOAD_AREA_TOKENS.ExportRowSource),
      exportFiles: new ExportFileWriterExcelJs(get(SHARED_TOKENS.FileStore)),
      exportJobs: options.exportJobs,
      uploads: get(UPLOAD_AREA_TOKENS.UploadRepository),
      uploadJobs: options.uploadJobs,
      uploadedFiles: options.uploadedFiles,
      salesOverview: get(SALES_OVERVIEW_TOKENS.SalesOverviewRepository),
      dealerBonus: get(DEALER_BONUS_TOKENS.DealerBonusRepository),
      roles: get(ROLES_TOKENS.RoleRepository),
      thirdParty: get(THIRD_PARTY_TOKENS.ThirdPartyRepository),
      thirdPartyCheckouts: get(THIRD_PARTY_TOKENS.ThirdPartyCheckoutStore),
      messageCatalogues: get(SHARED_TOKENS.MessageCatalogues),
      auditLog: get(USER_ADMINISTRATION_TOKENS.AdministrativeAuditLog),
      userAdministration: get(USER_ADMINISTRATION_TOKENS.UserAdministrationRepository),
      passwordLinks: get(USER_ADMINISTRATION_TOKENS.PasswordLinkRepository),
      passwordLinkSecrets: new PasswordLinkSecretsNode(),
      passwordLinkAddresses,
      ownProfiles: get(PROFILE_TOKENS.OwnProfileRepository),
      spreadsheetReader: new SpreadsheetReaderExcelJs(),
      news: get(NEWS_TOKENS.NewsRepository),
      customerInquiries: get(CUSTOMER_INQUIRY_TOKENS.CustomerInquiryRepository),
      salesDocuments: get(SALES_DOCUMENTS_TOKENS.SalesDocumentRepository),
      salesDocumentAttachments: get(SALES_DOCUMENTS_TOKENS.SalesDocumentAttachmentRepository),
      marketingMaterial: get(MARKETING_MATERIAL_TOKENS.MarketingMaterialRepository),
      marketingLinks: new MarketingFileLinksHmac(signingSecret, clock),
    };
  });
  return container;
}
