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
import type { BikeCategoryRepository } from '../../application/service/catalogue/ports';
import type { ContentTargetMarketRepository } from '../../application/service/content/ports';
import type { CreditAccountRepository } from '../../application/service/credit/ports';
import type { CustomerDirectory } from '../../application/service/customers/ports';
import type { ConsumerFeedbackRepository } from '../../application/service/feedback/ports';
import type { NotificationSender, PushSubscriptionRepository } from '../../application/service/notifications/ports';
import type { UserLanguageRepository } from '../../application/service/profile/ports';
import type { Clock, FileStore } from '../../application/service/shared/ports';
import type { Database } from '../db/database';
import { BannerRepositoryPostgres } from '../db/banners/banner-repository.postgres';
import { BikeCategoryRepositoryPostgres } from '../db/catalogue/bike-category-repository.postgres';
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
import { PasswordHasherArgon2 } from './auth/argon2-password-hasher';
import { AccessTokenIssuerJose } from './auth/jose-access-tokens';
import { TokenSecretsNode } from './auth/node-token-secrets';

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
}

export interface ServerContainerOptions {
  db: Database;
  clock: Clock;
  signingSecret: string;
  decoyPasswordHash: string;
  files: FileStore;
  /** The service's VAPID key pair and the contact (mailto: or https:) push services may reach. */
  vapid: VapidKeys & { subject: string };
}

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
      }),
      [SERVER_TOKENS.Database, SERVER_TOKENS.Clock, SERVER_TOKENS.SigningSecret, SERVER_TOKENS.FileStore, SERVER_TOKENS.NotificationSender],
    )
    .inSingletonScope();
  return container;
}
