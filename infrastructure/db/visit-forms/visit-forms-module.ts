import { ContainerModule } from 'inversify';
import type { VisitFormRepository } from '../../../application/service/visit-forms/ports';
import { VISIT_FORM_TOKENS } from '../../../application/service/visit-forms/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { VisitFormRepositoryPostgres } from './visit-form-repository.postgres';

export const visitFormsModule = new ContainerModule(({ bind }) => {
  bind<VisitFormRepository>(VISIT_FORM_TOKENS.VisitFormRepository).toResolvedValue((db: Database) => new VisitFormRepositoryPostgres(db), [DB_TOKENS.Database]);
});
