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
import type { CustomerDirectory } from '../../application/service/customers/ports';
import type { Clock } from '../../application/service/shared/ports';
import type { Database } from '../db/database';
import { AnnouncementRepositoryPostgres } from '../db/config/announcement-repository.postgres';
import { LanguageRepositoryPostgres } from '../db/config/language-repository.postgres';
import { HostConfigRepositoryPostgres } from '../db/config/host-config-repository.postgres';
import { CustomerAccessRepositoryPostgres } from '../db/identity/customer-access-repository.postgres';
import { CustomerDirectoryPostgres } from '../db/identity/customer-directory.postgres';
import { LoginFailureRepositoryPostgres } from '../db/identity/login-failure-repository.postgres';
import { PrincipalRepositoryPostgres } from '../db/identity/principal-repository.postgres';
import { RefreshTokenRepositoryPostgres } from '../db/identity/refresh-token-repository.postgres';
import { UserAccountRepositoryPostgres } from '../db/identity/user-account-repository.postgres';
import { UserProfileRepositoryPostgres } from '../db/identity/user-profile-repository.postgres';
import { PasswordHasherArgon2 } from './auth/argon2-password-hasher';
import { AccessTokenIssuerJose } from './auth/jose-access-tokens';
import { TokenSecretsNode } from './auth/node-token-secrets';

export const SERVER_TOKENS = {
  Database: Symbol('Database'),
  Clock: Symbol('Clock'),
  SigningSecret: Symbol('SigningSecret'),
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
  decoyPasswordHash: string;
}

/** The server's composition root: the one place that picks an adapter for each port. */
export function buildServerContainer(options: { db: Database; clock: Clock; signingSecret: string; decoyPasswordHash: string }): Container {
  const container = new Container();
  container.bind(SERVER_TOKENS.Database).toConstantValue(options.db);
  container.bind(SERVER_TOKENS.Clock).toConstantValue(options.clock);
  container.bind(SERVER_TOKENS.SigningSecret).toConstantValue(options.signingSecret);
  container
    .bind<ServerServices>(SERVER_TOKENS.Services)
    .toResolvedValue(
      (db: Database, clock: Clock, signingSecret: string): ServerServices => ({
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
        decoyPasswordHash: options.decoyPasswordHash,
      }),
      [SERVER_TOKENS.Database, SERVER_TOKENS.Clock, SERVER_TOKENS.SigningSecret],
    )
    .inSingletonScope();
  return container;
}
