import { Container } from 'inversify';
import { CLICK_COLLECT_TOKENS } from '../../application/portal/click-collect/tokens';
import { INVOICES_TOKENS } from '../../application/portal/invoices/tokens';
import { ORDERS_TOKENS } from '../../application/portal/orders/tokens';
import type { PaymentRequestsGateway } from '../../application/portal/payments/ports';
import type { PaymentsGateway } from '../../application/portal/payments/ports';
import type { IdGenerator } from '../../application/portal/cart/ports';
import { CART_TOKENS } from '../../application/portal/cart/tokens';
import { CATALOGUE_TOKENS } from '../../application/portal/catalogue/tokens';
import { createPortalUseCases, PORTAL_USE_CASES, type PortalUseCases } from '../../application/portal/portal-use-cases';
import type { TokenStore } from '../../application/portal/session/ports';
import { SESSION_TOKENS } from '../../application/portal/session/tokens';
import { RequestProgress } from '../../application/portal/shell/request-progress';
import { SHELL_TOKENS } from '../../application/portal/shell/tokens';
import { ANNOUNCEMENTS_TOKENS } from '../../application/portal/announcements/tokens';
import { BANNERS_TOKENS } from '../../application/portal/banners/tokens';
import { CREDIT_TOKENS } from '../../application/portal/credit/tokens';
import { CUSTOMERS_TOKENS } from '../../application/portal/customers/tokens';
import { FEEDBACK_TOKENS } from '../../application/portal/feedback/tokens';
import { LANGUAGE_TOKENS } from '../../application/portal/language/tokens';
import { MANIFEST_TOKENS } from '../../application/portal/manifest/tokens';
import { NAVIGATION_TOKENS } from '../../application/portal/navigation/tokens';
import { NOTIFICATIONS_TOKENS } from '../../application/portal/notifications/tokens';
import { PORTAL_TOKENS } from '../../application/portal/tokens';
import { ApiClient } from './api-client';
import { IdGeneratorCrypto } from './cart/cart-gateway';
import { cartModule } from './cart/cart-module';
import { catalogueModule } from './catalogue/catalogue-module';
import { clickCollectModule } from './click-collect/click-collect-module';
import { invoicesModule } from './invoices/invoices-module';
import { ordersModule } from './orders/orders-module';
import { PaymentRequestsGatewayGraphql } from './payments/payment-requests-gateway';
import { PaymentsGatewayGraphql } from './payments/payments-gateway';
import { GraphqlClient } from './graphql-client';
import type { RuntimeConfig } from './runtime-config';
import { trackRequests } from './request-tracking-fetch';
import { WEB_TOKENS } from './web-tokens';
import { announcementsModule } from './announcements/announcements-module';
import { bannersModule } from './banners/banners-module';
import type { BrowserEnvironment } from './browser-environment';
import { creditModule } from './credit/credit-module';
import { customersModule } from './customers/customers-module';
import { feedbackModule } from './feedback/feedback-module';
import { languageModule } from './language/language-module';
import { localeModule } from './locale/locale-module';
import { manifestModule } from './manifest/manifest-module';
import { navigationModule } from './navigation/navigation-module';
import { notificationsModule } from './notifications/notifications-module';
import { sessionModule } from './session/session-module';
import { shellModule } from './shell/shell-module';

/** The browser's composition root: binds every port of the portal to its web adapter, one instance each. */
export function buildPortalContainer(environment: BrowserEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  // Every request the API client sends moves the request progress bar.
  const requestProgress = new RequestProgress();
  const fetch = trackRequests(environment.fetch, requestProgress);

  container.bind<BrowserEnvironment>(WEB_TOKENS.environment).toConstantValue(environment);
  container.bind<RuntimeConfig>(WEB_TOKENS.runtimeConfig).toConstantValue(environment.runtime);
  container.bind<RequestProgress>(SHELL_TOKENS.requestProgress).toConstantValue(requestProgress);
  container
    .bind<ApiClient>(WEB_TOKENS.apiClient)
    .toResolvedValue(
      (runtime: RuntimeConfig, tokens: TokenStore) => new ApiClient({ baseUrl: runtime.apiBaseUrl, fetch, tokens, shownLocale: environment.shownLocale }),
      [WEB_TOKENS.runtimeConfig, SESSION_TOKENS.tokenStore],
    );
  container
    .bind<GraphqlClient>(WEB_TOKENS.graphqlClient)
    .toResolvedValue((api: ApiClient) => new GraphqlClient(api), [WEB_TOKENS.apiClient]);
  container.loadSync(
    shellModule,
    sessionModule,
    localeModule,
    customersModule,
    creditModule,
    languageModule,
    navigationModule,
    announcementsModule,
    bannersModule,
    feedbackModule,
    notificationsModule,
    manifestModule,
  );
  container.loadSync(catalogueModule, cartModule, ordersModule, invoicesModule, clickCollectModule);
  container.bind<IdGenerator>(PORTAL_TOKENS.idGenerator).toConstantValue(new IdGeneratorCrypto());
  container
    .bind<PaymentsGateway>(PORTAL_TOKENS.paymentsGateway)
    .toResolvedValue((graphql: GraphqlClient) => new PaymentsGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<PaymentRequestsGateway>(PORTAL_TOKENS.paymentRequestsGateway)
    .toResolvedValue(
      (graphql: GraphqlClient, api: ApiClient) => new PaymentRequestsGatewayGraphql(graphql, api),
      [WEB_TOKENS.graphqlClient, WEB_TOKENS.apiClient],
    );

  container.bind<PortalUseCases>(PORTAL_USE_CASES).toDynamicValue(({ get }) =>
    createPortalUseCases({
      gateway: get(SESSION_TOKENS.sessionGateway),
      tokens: get(SESSION_TOKENS.tokenStore),
      customers: get(CUSTOMERS_TOKENS.customerGateway),
      credit: get(CREDIT_TOKENS.creditGateway),
      languages: get(LANGUAGE_TOKENS.languageGateway),
      menu: get(NAVIGATION_TOKENS.menuGateway),
      clock: get(SHELL_TOKENS.clock),
      keyValueStore: get(SHELL_TOKENS.keyValueStore),
      announcements: get(ANNOUNCEMENTS_TOKENS.announcementGateway),
      banners: get(BANNERS_TOKENS.bannerGateway),
      feedback: get(FEEDBACK_TOKENS.feedbackGateway),
      push: get(NOTIFICATIONS_TOKENS.pushService),
      pushGateway: get(NOTIFICATIONS_TOKENS.pushGateway),
      manifests: get(MANIFEST_TOKENS.manifestGateway),
      catalogue: get(CATALOGUE_TOKENS.catalogueGateway),
      cart: get(CART_TOKENS.cartGateway),
      ids: get(PORTAL_TOKENS.idGenerator),
      orders: get(ORDERS_TOKENS.OrdersGateway),
      invoices: get(INVOICES_TOKENS.InvoicesGateway),
      payments: get(PORTAL_TOKENS.paymentsGateway),
      paymentRequests: get(PORTAL_TOKENS.paymentRequestsGateway),
      clickCollect: get(CLICK_COLLECT_TOKENS.ClickCollectGateway),
    }),
  );

  return container;
}
