import { Container } from 'inversify';
import type { AnnouncementRepository } from '../../application/service/announcements/ports';
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
import type { BannerRepository } from '../../application/service/banners/ports';
import type { CartRepository } from '../../application/service/cart/ports';
import type {
  BikeCategoryRepository,
  CatalogueMaintenanceRepository,
  CatalogueRepository,
  RestockSubscriptionRepository,
} from '../../application/service/catalogue/ports';
import type { CheckoutStore, OrderLimitRepository, ShippingRepository } from '../../application/service/checkout/ports';
import type { BuyerRepository, CommerceSettings, IdGenerator } from '../../application/service/commerce/ports';
import type { ContentTargetMarketRepository } from '../../application/service/content/ports';
import type { CreditAccountRepository } from '../../application/service/credit/ports';
import type { CustomerDirectory } from '../../application/service/customers/ports';
import type { ConsumerFeedbackRepository } from '../../application/service/feedback/ports';
import type { NotificationSender, PushSubscriptionRepository } from '../../application/service/notifications/ports';
import type { UserLanguageRepository } from '../../application/service/profile/ports';
import type { Clock, FileStore } from '../../application/service/shared/ports';
import type { ActiveCustomerRepository } from '../../application/service/customers/active-customer';
import type { ClickCollectRepository } from '../../application/service/click-collect/ports';
import type { InvoiceRepository, InvoicingSettings, Mailer } from '../../application/service/invoicing/ports';
import type { OpenOrderRepository, OrderListRepository, ReportRepository, SpreadsheetWriter } from '../../application/service/orders/ports';
import type { PaymentGateway, PaymentLedger, PaymentMethodRepository, SavedPaymentRepository } from '../../application/service/payments/ports';
import type { Database } from '../db/database';
import { BannerRepositoryPostgres } from '../db/banners/banner-repository.postgres';
import { BikeCategoryRepositoryPostgres } from '../db/catalogue/bike-category-repository.postgres';
import { BuyerRepositoryPostgres } from '../db/commerce/buyer-repository.postgres';
import { CartRepositoryPostgres } from '../db/commerce/cart-repository.postgres';
import { CatalogueMaintenanceRepositoryPostgres } from '../db/commerce/catalogue-maintenance-repository.postgres';
import { CatalogueRepositoryPostgres } from '../db/commerce/catalogue-repository.postgres';
import { CheckoutStorePostgres } from '../db/commerce/checkout-store.postgres';
import { CommerceSettingsPostgres } from '../db/commerce/commerce-settings.postgres';
import { RestockSubscriptionRepositoryPostgres } from '../db/commerce/restock-subscription-repository.postgres';
import { OrderLimitRepositoryPostgres, ShippingRepositoryPostgres } from '../db/commerce/shipping-repository.postgres';
import { AnnouncementRepositoryPostgres } from '../db/config/announcement-repository.postgres';
import { ContentTargetMarketRepositoryPostgres } from '../db/content/content-target-market-repository.postgres';
import { CreditAccountRepositoryPostgres } from '../db/credit/credit-account-repository.postgres';
import { ConsumerFeedbackRepositoryPostgres } from '../db/feedback/consumer-feedback-repository.postgres';
import { PushSubscriptionRepositoryPostgres } from '../db/notifications/push-subscription-repository.postgres';
import { LanguageRepositoryPostgres } from '../db/config/language-repository.postgres';
import { HostConfigRepositoryPostgres } from '../db/config/host-config-repository.postgres';
import { CustomerAccessRepositoryPostgres } from '../db/identity/customer-access-repository.postgres';
import { CustomerDirectoryPostgres } from '../db/identity/customer-directory.postgres';
import { LoginFailureRepositoryPostgres } from '../db/identity/login-failure-repository.postgres';
import { PrincipalRepositoryPostgres } from '../db/identity/principal-repository.postgres';
import { RefreshTokenRepositoryPostgres } from '../db/identity/refresh-token-repository.postgres';
import { UserAccountRepositoryPostgres } from '../db/identity/user-account-repository.postgres';
import { UserLanguageRepositoryPostgres } from '../db/identity/user-language-repository.postgres';
import { UserProfileRepositoryPostgres } from '../db/identity/user-profile-repository.postgres';
import { NotificationSenderWebPush, type VapidKeys } from '../push/notification-sender.web-push';
import { ActiveCustomerRepositoryPostgres } from '../db/invoicing/active-customer-repository.postgres';
import { ClickCollectRepositoryPostgres } from '../db/invoicing/click-collect-repository.postgres';
import { InvoiceRepositoryPostgres } from '../db/invoicing/invoice-repository.postgres';
import { InvoicingSettingsPostgres } from '../db/invoicing/invoicing-settings.postgres';
import { OpenOrderRepositoryPostgres } from '../db/invoicing/open-order-repository.postgres';
import { OrderListRepositoryPostgres } from '../db/invoicing/order-list-repository.postgres';
import { PaymentLedgerPostgres } from '../db/invoicing/payment-ledger.postgres';
import { PaymentMethodRepositoryPostgres } from '../db/invoicing/payment-method-repository.postgres';
import { ReportRepositoryPostgres } from '../db/invoicing/report-repository.postgres';
import { SavedPaymentRepositoryPostgres } from '../db/invoicing/saved-payment-repository.postgres';
import { MailerNodemailer, type MailerSettings } from '../mail/mailer.nodemailer';
import { PaymentGatewaySandbox } from '../payments/payment-gateway.sandbox';
import { SpreadsheetWriterExcelJs } from '../reports/spreadsheet-writer.exceljs';
import { PasswordHasherArgon2 } from './auth/argon2-password-hasher';
import { AccessTokenIssuerJose } from './auth/jose-access-tokens';
import { TokenSecretsNode } from './auth/node-token-secrets';
import { nodeIds } from './node-ids';

export const SERVER_TOKENS = {
  Database: Symbol('Database'),
  Clock: Symbol('Clock'),
  SigningSecret: Symbol('SigningSecret'),
  FileStore: Symbol('FileStore'),
  NotificationSender: Symbol('NotificationSender'),
  Services: Symbol('Services'),
} as const;

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
  carts: CartRepository;
  shipping: ShippingRepository;
  orderLimits: OrderLimitRepository;
  checkouts: CheckoutStore;
  ids: IdGenerator;
  activeCustomers: ActiveCustomerRepository;
  invoicingSettings: InvoicingSettings;
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
}

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
}

/** The sender of the portal's e-mail when none is configured. */
export const DEFAULT_MAIL_FROM = 'Dealer Portal <no-reply@dealer-portal.example>';

/** The server's composition root: the one place that picks an adapter for each port. */
export function buildServerContainer(options: ServerContainerOptions): Container {
  const container = new Container();
  container.bind(SERVER_TOKENS.Database).toConstantValue(options.db);
  container.bind(SERVER_TOKENS.Clock).toConstantValue(options.clock);
  container.bind(SERVER_TOKENS.SigningSecret).toConstantValue(options.signingSecret);
  container.bind<FileStore>(SERVER_TOKENS.FileStore).toConstantValue(options.files);
  container.bind<NotificationSender>(SERVER_TOKENS.NotificationSender).toConstantValue(new NotificationSenderWebPush(options.vapid));
  container
    .bind<ServerServices>(SERVER_TOKENS.Services)
    .toResolvedValue(
      (db: Database, clock: Clock, signingSecret: string, files: FileStore, notifications: NotificationSender): ServerServices => ({
        clock,
        users: new UserAccountRepositoryPostgres(db),
        passwords: new PasswordHasherArgon2(),
        loginFailures: new LoginFailureRepositoryPostgres(db),
        refreshTokens: new RefreshTokenRepositoryPostgres(db),
        accessTokens: new AccessTokenIssuerJose(signingSecret, clock),
        secrets: new TokenSecretsNode(),
        principals: new PrincipalRepositoryPostgres(db),
        customers: new CustomerAccessRepositoryPostgres(db),
        directory: new CustomerDirectoryPostgres(db),
        profiles: new UserProfileRepositoryPostgres(db),
        hostConfigs: new HostConfigRepositoryPostgres(db),
        announcements: new AnnouncementRepositoryPostgres(db),
        languages: new LanguageRepositoryPostgres(db),
        userLanguages: new UserLanguageRepositoryPostgres(db),
        feedback: new ConsumerFeedbackRepositoryPostgres(db),
        banners: new BannerRepositoryPostgres(db),
        files,
        credit: new CreditAccountRepositoryPostgres(db),
        bikeCategories: new BikeCategoryRepositoryPostgres(db),
        contentTargetMarkets: new ContentTargetMarketRepositoryPostgres(db),
        pushSubscriptions: new PushSubscriptionRepositoryPostgres(db),
        notifications,
        vapidPublicKey: options.vapid.publicKey,
        decoyPasswordHash: options.decoyPasswordHash,
        buyers: new BuyerRepositoryPostgres(db),
        commerceSettings: new CommerceSettingsPostgres(db, new HostConfigRepositoryPostgres(db)),
        catalogue: new CatalogueRepositoryPostgres(db),
        restock: new RestockSubscriptionRepositoryPostgres(db),
        maintenance: new CatalogueMaintenanceRepositoryPostgres(db),
        carts: new CartRepositoryPostgres(db),
        shipping: new ShippingRepositoryPostgres(db),
        orderLimits: new OrderLimitRepositoryPostgres(db),
        checkouts: new CheckoutStorePostgres(db),
        ids: nodeIds,
        activeCustomers: new ActiveCustomerRepositoryPostgres(db),
        invoicingSettings: new InvoicingSettingsPostgres(db, new HostConfigRepositoryPostgres(db)),
        invoices: new InvoiceRepositoryPostgres(db),
        mailer: new MailerNodemailer({ from: DEFAULT_MAIL_FROM, ...options.mail }),
        paymentMethods: new PaymentMethodRepositoryPostgres(db),
        savedPayments: new SavedPaymentRepositoryPostgres(db),
        paymentLedger: new PaymentLedgerPostgres(db),
        paymentGateway: new PaymentGatewaySandbox(clock, signingSecret),
        openOrders: new OpenOrderRepositoryPostgres(db),
        reports: new ReportRepositoryPostgres(db),
        spreadsheets: new SpreadsheetWriterExcelJs(),
        orderList: new OrderListRepositoryPostgres(db),
        clickCollect: new ClickCollectRepositoryPostgres(db),
      }),
      [SERVER_TOKENS.Database, SERVER_TOKENS.Clock, SERVER_TOKENS.SigningSecret, SERVER_TOKENS.FileStore, SERVER_TOKENS.NotificationSender],
    )
    .inSingletonScope();
  return container;
}
