import { ContainerModule } from 'inversify';
import type { NotificationSender, PushSubscriptionRepository } from '../../../application/service/notifications/ports';
import { NOTIFICATIONS_TOKENS } from '../../../application/service/notifications/tokens';
import { NotificationSenderWebPush, type VapidKeys } from '../../push/notification-sender.web-push';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { PushSubscriptionRepositoryPostgres } from './push-subscription-repository.postgres';

export const notificationsModule = new ContainerModule(({ bind }) => {
  bind<PushSubscriptionRepository>(NOTIFICATIONS_TOKENS.PushSubscriptionRepository).toResolvedValue(
    (db: Database) => new PushSubscriptionRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
  bind<NotificationSender>(NOTIFICATIONS_TOKENS.NotificationSender).toResolvedValue(
    (vapid: VapidKeys & { subject: string }) => new NotificationSenderWebPush(vapid),
    [NOTIFICATIONS_TOKENS.Vapid],
  );
});
