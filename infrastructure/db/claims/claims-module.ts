import { ContainerModule } from 'inversify';
import type { ClaimRepository } from '../../../application/service/claims/ports';
import { CLAIMS_TOKENS } from '../../../application/service/claims/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { ClaimRepositoryPostgres } from './claim-repository.postgres';

export const claimsModule = new ContainerModule(({ bind }) => {
  bind<ClaimRepository>(CLAIMS_TOKENS.ClaimRepository).toResolvedValue((db: Database) => new ClaimRepositoryPostgres(db), [DB_TOKENS.Database]);
});
