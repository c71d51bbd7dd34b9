import { ContainerModule } from 'inversify';
import type { PushGateway, PushService } from '../../../application/portal/notifications/ports';
import { NOTIFICATIONS_TOKENS } from '../../../application/portal/notifications/tokens';
import type { ApiClient } from '../api-client';
import type { BrowserEnvironment } from '../browser-environment';
import { WEB_TOKENS } from '../web-tokens';
import { PushGatewayHttp } from './push-gateway';
import { PushServiceBrowser, type PushEnvironment } from './push-service.browser';

const NO_PUSH: PushEnvironment = { serviceWorker: undefined, Notification: undefined, pushSupported: false, secureContext: false };

export const notificationsModule = new ContainerModule(({ bind }) => {
  bind<PushService>(NOTIFICATIONS_TOKENS.pushService).toResolvedValue(
    (environment: BrowserEnvironment) => new PushServiceBrowser(environment.push ?? NO_PUSH),
    [WEB_TOKENS.environment],
  );
  bind<PushGateway>(NOTIFICATIONS_TOKENS.pushGateway).toResolvedValue((api: ApiClient) => new PushGatewayHttp(api), [WEB_TOKENS.apiClient]);
});
