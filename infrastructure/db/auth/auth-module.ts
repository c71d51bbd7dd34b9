import { ContainerModule } from 'inversify';
import type { UserProfileRepository } from '../../../application/service/auth/current-user';
import type {
  AccessTokenIssuer,
  CustomerAccessRepository,
  LoginFailureRepository,
  PasswordHasher,
  PrincipalRepository,
  RefreshTokenRepository,
  TokenSecrets,
  UserAccountRepository,
} from '../../../application/service/auth/ports';
import { AUTH_TOKENS } from '../../../application/service/auth/tokens';
import type { Clock } from '../../../application/service/shared/ports';
import { SHARED_TOKENS } from '../../../application/service/shared/tokens';
import { PasswordHasherArgon2 } from '../../server/auth/argon2-password-hasher';
import { AccessTokenIssuerJose } from '../../server/auth/jose-access-tokens';
import { TokenSecretsNode } from '../../server/auth/node-token-secrets';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { CustomerAccessRepositoryPostgres } from './customer-access-repository.postgres';
import { LoginFailureRepositoryPostgres } from './login-failure-repository.postgres';
import { PrincipalRepositoryPostgres } from './principal-repository.postgres';
import { RefreshTokenRepositoryPostgres } from './refresh-token-repository.postgres';
import { UserAccountRepositoryPostgres } from './user-account-repository.postgres';
import { UserProfileRepositoryPostgres } from './user-profile-repository.postgres';

export const authModule = new ContainerModule(({ bind }) => {
  bind<UserAccountRepository>(AUTH_TOKENS.UserAccountRepository).toResolvedValue((db: Database) => new UserAccountRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<LoginFailureRepository>(AUTH_TOKENS.LoginFailureRepository).toResolvedValue((db: Database) => new LoginFailureRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<RefreshTokenRepository>(AUTH_TOKENS.RefreshTokenRepository).toResolvedValue((db: Database) => new RefreshTokenRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<PrincipalRepository>(AUTH_TOKENS.PrincipalRepository).toResolvedValue((db: Database) => new PrincipalRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<CustomerAccessRepository>(AUTH_TOKENS.CustomerAccessRepository).toResolvedValue((db: Database) => new CustomerAccessRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<UserProfileRepository>(AUTH_TOKENS.UserProfileRepository).toResolvedValue((db: Database) => new UserProfileRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<PasswordHasher>(AUTH_TOKENS.PasswordHasher).toConstantValue(new PasswordHasherArgon2());
  bind<TokenSecrets>(AUTH_TOKENS.TokenSecrets).toResolvedValue((signingSecret: string) => new TokenSecretsNode(signingSecret), [SHARED_TOKENS.SigningSecret]);
  bind<AccessTokenIssuer>(AUTH_TOKENS.AccessTokenIssuer).toResolvedValue(
    (signingSecret: string, clock: Clock) => new AccessTokenIssuerJose(signingSecret, clock),
    [SHARED_TOKENS.SigningSecret, SHARED_TOKENS.Clock],
  );
});
