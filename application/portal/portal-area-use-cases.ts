import { createAfterSaleUseCases, type AfterSalePorts, type AfterSaleUseCases } from './after-sale-use-cases';
import { createCartUseCases, type CartPorts, type CartUseCases } from './cart/cart-use-cases';
import { createCatalogueUseCases, type CataloguePorts, type CatalogueUseCases } from './catalogue/catalogue-use-cases';
import type { ContentGateway } from './content/ports';
import type { NewsGateway } from './news/ports';
import type { CustomerInquiryGateway } from './customer-inquiry/ports';
import type { CreditGateway } from './credit/ports';
import { createCountCustomers, type CountCustomers } from './customers/count-customers';
import { createStartCustomerSearch, type StartCustomerSearch } from './customers/customer-search';
import { createPickCustomer, type PickCustomer } from './customers/pick-customer';
import type { CustomerGateway } from './customers/ports';
import { createChangeLanguage, type ChangeLanguage } from './language/change-language';
import type { LanguageGateway } from './language/ports';
import { createLoadMenuFacts, type LoadMenuFacts } from './navigation/load-menu-facts';
import type { MenuGateway } from './navigation/ports';
import type { TokenStore } from './session/ports';
import { createFrameExtraUseCases, type FrameExtraPorts, type FrameExtraUseCases } from './shell/frame-extra-use-cases';

/**
 * The use-cases of the frame (menu, customer picker, language, credit, announcements, banners, consumer voice)
 * and of the areas (catalogue, cart, orders, invoices, payments, click and collect): what only a signed-in page
 * reaches, which the browser loads after sign-in.
 */
export interface PortalAreaUseCases extends FrameExtraUseCases, CatalogueUseCases, CartUseCases, AfterSaleUseCases {
  countCustomers: CountCustomers;
  startCustomerSearch: StartCustomerSearch;
  pickCustomer: PickCustomer;
  changeLanguage: ChangeLanguage;
  loadMenuFacts: LoadMenuFacts;
  /** The frame's and the areas' gateway ports, for their plain reads. */
  ports: PortalAreaPorts;
}

/** The ports of the frame's and the areas' use-cases. */
export interface PortalAreaPorts extends FrameExtraPorts, CataloguePorts, CartPorts, AfterSalePorts {
  customers: CustomerGateway;
  credit: CreditGateway;
  languages: LanguageGateway;
  menu: MenuGateway;
  content: ContentGateway;
  news: NewsGateway;
  customerInquiries: CustomerInquiryGateway;
  /** The session's token store, which the customer picker updates. */
  tokens: TokenStore;
}

export function createPortalAreaUseCases(ports: PortalAreaPorts): PortalAreaUseCases {
  return {
    countCustomers: createCountCustomers(ports),
    startCustomerSearch: createStartCustomerSearch(ports),
    pickCustomer: createPickCustomer(ports),
    changeLanguage: createChangeLanguage(ports),
    loadMenuFacts: createLoadMenuFacts(ports),
    ...createFrameExtraUseCases(ports),
    ...createCatalogueUseCases(ports),
    ...createCartUseCases(ports),
    ...createAfterSaleUseCases(ports),
    ports,
  };
}
