import { ContainerModule } from 'inversify';
import type { AnnouncementAdministrationRepository, AnnouncementRepository } from '../../../application/service/announcements/ports';
import { ANNOUNCEMENTS_TOKENS } from '../../../application/service/announcements/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { AnnouncementAdministrationRepositoryPostgres } from './announcement-administration.postgres';
import { AnnouncementRepositoryPostgres } from './announcement-repository.postgres';

export const announcementsModule = new ContainerModule(({ bind }) => {
  bind<AnnouncementRepository>(ANNOUNCEMENTS_TOKENS.AnnouncementRepository).toResolvedValue((db: Database) => new AnnouncementRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<AnnouncementAdministrationRepository>(ANNOUNCEMENTS_TOKENS.AnnouncementAdministrationRepository).toResolvedValue(
    (db: Database) => new AnnouncementAdministrationRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
});
