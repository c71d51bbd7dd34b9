import { Container } from 'inversify';
import type { AfterSalePorts } from '../../application/portal/after-sale-use-cases';
import type { ClickCollectGateway } from '../../application/portal/click-collect/ports';
import type { InvoicesGateway } from '../../application/portal/invoices/ports';
import type { OrdersGateway } from '../../application/portal/orders/ports';
import type { PaymentRequestsGateway } from '../../application/portal/payment-requests/ports';
import type { PaymentsGateway } from '../../application/portal/payments/ports';
import type { CartGateway } from '../../application/portal/cart/ports';
import type { CatalogueGateway } from '../../application/portal/catalogue/ports';
import type { IdGenerator, OrderingGateway } from '../../application/portal/ordering/ports';
import type { CreditGateway } from '../../application/portal/credit/ports';
import type { CustomerGateway } from '../../application/portal/customers/ports';
import type { LanguageGateway } from '../../application/portal/language/ports';
import type { MenuGateway } from '../../application/portal/navigation/ports';
import { createPortalUseCases, type PortalUseCases } from '../../application/portal/portal-use-cases';
import type { SessionGateway, TokenDecoder, TokenStore } from '../../application/portal/session/ports';
import { RequestProgress } from '../../application/portal/shell/request-progress';
import type { ShellPorts } from '../../application/portal/shell/shell-use-cases';
import { PORTAL_TOKENS } from '../../application/portal/tokens';
import { TokenDecoderJwt } from './access-token-decoder';
import { ApiClient } from './api-client';
import { CartGatewayGraphql } from './cart-gateway';
import { CatalogueGatewayGraphql } from './catalogue-gateway';
import { IdGeneratorCrypto, OrderingGatewayGraphql } from './ordering-gateway';
import { ClickCollectGatewayGraphql } from './click-collect-gateway';
import { CreditGatewayGraphql } from './credit-gateway';
import { InvoicesGatewayGraphql } from './invoices-gateway';
import { OrdersGatewayGraphql } from './orders-gateway';
import { PaymentRequestsGatewayGraphql } from './payment-requests-gateway';
import { PaymentsGatewayGraphql } from './payments-gateway';
import { CustomerGatewayGraphql } from './customer-gateway';
import { GraphqlClient } from './graphql-client';
import { LanguageGatewayGraphql } from './language-gateway';
import { MenuGatewayGraphql } from './menu-gateway';
import { LocalePreferenceCookie } from './locale-cookie';
import type { RuntimeConfig } from './runtime-config';
import { trackRequests } from './request-tracking-fetch';
import { SessionGatewayHttp } from './session-gateway';
import { bindShellPorts, type ShellEnvironment } from './shell-bindings';
import { TokenStoreLocalStorage } from './token-storage';
import { WEB_TOKENS } from './web-tokens';

/** The gateways of the after-sale areas, bound together so the use-cases' binding stays readable. */
const AFTER_SALE_PORTS = Symbol.for('portal.AfterSalePorts');

/** What the composition root takes from the browser, passed in so tests can hand over fakes. */
export interface BrowserEnvironment {
  runtime: RuntimeConfig;
  fetch: typeof globalThis.fetch;
  storage: Storage;
  document: Pick<Document, 'cookie'>;
  framedByAnotherSite: boolean;
  /** The browser's push machinery and page reload, for the shell's extras. */
  push?: ShellEnvironment['push'];
  reloadPage?: () => void;
}

/** The browser's composition root: binds every port of the portal to its web adapter, one instance each. */
export function buildPortalContainer(environment: BrowserEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  // Every request the API client sends moves the request progress bar.
  const requestProgress = new RequestProgress();
  const fetch = trackRequests(environment.fetch, requestProgress);

  container.bind<RuntimeConfig>(WEB_TOKENS.runtimeConfig).toConstantValue(environment.runtime);
  container.bind<TokenStore>(PORTAL_TOKENS.tokenStore).toConstantValue(new TokenStoreLocalStorage(environment.storage));
  container.bind<TokenDecoder>(PORTAL_TOKENS.tokenDecoder).toConstantValue(new TokenDecoderJwt());
  container
    .bind(PORTAL_TOKENS.localePreference)
    .toConstantValue(new LocalePreferenceCookie(environment.document, environment.framedByAnotherSite));

  container
    .bind<ApiClient>(WEB_TOKENS.apiClient)
    .toResolvedValue(
      (runtime: RuntimeConfig, tokens: TokenStore) => new ApiClient({ baseUrl: runtime.apiBaseUrl, fetch, tokens }),
      [WEB_TOKENS.runtimeConfig, PORTAL_TOKENS.tokenStore],
    );
  // The API client is the one place that sees the session end or the connection fail, so it is also the notices port.
  container.bind(PORTAL_TOKENS.sessionNotices).toDynamicValue((context) => context.get<ApiClient>(WEB_TOKENS.apiClient));
  container
    .bind<GraphqlClient>(WEB_TOKENS.graphqlClient)
    .toResolvedValue((api: ApiClient) => new GraphqlClient(api), [WEB_TOKENS.apiClient]);
  container
    .bind<SessionGateway>(PORTAL_TOKENS.sessionGateway)
    .toResolvedValue(
      (api: ApiClient, graphql: GraphqlClient, runtime: RuntimeConfig) => new SessionGatewayHttp(api, graphql, runtime),
      [WEB_TOKENS.apiClient, WEB_TOKENS.graphqlClient, WEB_TOKENS.runtimeConfig],
    );

  container
    .bind<CustomerGateway>(PORTAL_TOKENS.customerGateway)
    .toResolvedValue((graphql: GraphqlClient) => new CustomerGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<CreditGateway>(PORTAL_TOKENS.creditGateway)
    .toResolvedValue((graphql: GraphqlClient) => new CreditGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<LanguageGateway>(PORTAL_TOKENS.languageGateway)
    .toResolvedValue((graphql: GraphqlClient) => new LanguageGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<MenuGateway>(PORTAL_TOKENS.menuGateway)
    .toResolvedValue((graphql: GraphqlClient) => new MenuGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<CartGateway>(PORTAL_TOKENS.cartGateway)
    .toResolvedValue((graphql: GraphqlClient) => new CartGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<CatalogueGateway>(PORTAL_TOKENS.catalogueGateway)
    .toResolvedValue((graphql: GraphqlClient) => new CatalogueGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<OrderingGateway>(PORTAL_TOKENS.orderingGateway)
    .toResolvedValue((graphql: GraphqlClient) => new OrderingGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container.bind<IdGenerator>(PORTAL_TOKENS.idGenerator).toConstantValue(new IdGeneratorCrypto());
  container
    .bind<OrdersGateway>(PORTAL_TOKENS.ordersGateway)
    .toResolvedValue((graphql: GraphqlClient, api: ApiClient) => new OrdersGatewayGraphql(graphql, api), [WEB_TOKENS.graphqlClient, WEB_TOKENS.apiClient]);
  container
    .bind<InvoicesGateway>(PORTAL_TOKENS.invoicesGateway)
    .toResolvedValue((graphql: GraphqlClient) => new InvoicesGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<PaymentsGateway>(PORTAL_TOKENS.paymentsGateway)
    .toResolvedValue((graphql: GraphqlClient) => new PaymentsGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container
    .bind<PaymentRequestsGateway>(PORTAL_TOKENS.paymentRequestsGateway)
    .toResolvedValue(
      (graphql: GraphqlClient, api: ApiClient) => new PaymentRequestsGatewayGraphql(graphql, api),
      [WEB_TOKENS.graphqlClient, WEB_TOKENS.apiClient],
    );
  container
    .bind<ClickCollectGateway>(PORTAL_TOKENS.clickCollectGateway)
    .toResolvedValue((graphql: GraphqlClient) => new ClickCollectGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
  container.bind<Omit<AfterSalePorts, 'ids'>>(AFTER_SALE_PORTS).toResolvedValue(
    (orders: OrdersGateway, invoices: InvoicesGateway, payments: PaymentsGateway, paymentRequests: PaymentRequestsGateway, clickCollect: ClickCollectGateway) => ({
      orders,
      invoices,
      payments,
      paymentRequests,
      clickCollect,
    }),
    [PORTAL_TOKENS.ordersGateway, PORTAL_TOKENS.invoicesGateway, PORTAL_TOKENS.paymentsGateway, PORTAL_TOKENS.paymentRequestsGateway, PORTAL_TOKENS.clickCollectGateway],
  );

  bindShellPorts(container, environment, requestProgress);

  container
    .bind<PortalUseCases>(PORTAL_TOKENS.useCases)
    .toResolvedValue(
      (
        gateway: SessionGateway,
        tokens: TokenStore,
        decoder: TokenDecoder,
        customers: CustomerGateway,
        credit: CreditGateway,
        languages: LanguageGateway,
        menu: MenuGateway,
        cart: CartGateway,
        shell: ShellPorts,
        catalogue: CatalogueGateway,
        ordering: OrderingGateway,
        ids: IdGenerator,
        afterSale: Omit<AfterSalePorts, 'ids'>,
      ) => createPortalUseCases({ gateway, tokens, decoder, customers, credit, languages, menu, cart, ...shell, catalogue, ordering, ids, ...afterSale }),
      [
        PORTAL_TOKENS.sessionGateway,
        PORTAL_TOKENS.tokenStore,
        PORTAL_TOKENS.tokenDecoder,
        PORTAL_TOKENS.customerGateway,
        PORTAL_TOKENS.creditGateway,
        PORTAL_TOKENS.languageGateway,
        PORTAL_TOKENS.menuGateway,
        PORTAL_TOKENS.cartGateway,
        PORTAL_TOKENS.shellPorts,
        PORTAL_TOKENS.catalogueGateway,
        PORTAL_TOKENS.orderingGateway,
        PORTAL_TOKENS.idGenerator,
        AFTER_SALE_PORTS,
      ],
    );

  return container;
}
