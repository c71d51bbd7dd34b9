import { createAfterSaleUseCases, type AfterSalePorts, type AfterSaleUseCases } from './after-sale-use-cases';
import { createCartUseCases, type CartPorts, type CartUseCases } from './cart/cart-use-cases';
import { createCatalogueUseCases, type CataloguePorts, type CatalogueUseCases } from './catalogue/catalogue-use-cases';
import type { CreditGateway } from './credit/ports';
import { createCountCustomers, type CountCustomers } from './customers/count-customers';
import { createStartCustomerSearch, type StartCustomerSearch } from './customers/customer-search';
import { createPickCustomer, type PickCustomer } from './customers/pick-customer';
import type { CustomerGateway } from './customers/ports';
import { createChangeLanguage, type ChangeLanguage } from './language/change-language';
import type { LanguageGateway } from './language/ports';
import { createLoadMenuFacts, type LoadMenuFacts } from './navigation/load-menu-facts';
import type { MenuGateway } from './navigation/ports';
import { createLoadActiveCustomer, type LoadActiveCustomer } from './session/load-active-customer';
import { createLoadHostConfig, type LoadHostConfig } from './session/load-host-config';
import { createLoadSession, type LoadSession } from './session/load-session';
import type { SessionGateway, TokenStore } from './session/ports';
import { createSignIn, type SignIn } from './session/sign-in';
import { createSignOut, type SignOut } from './session/sign-out';
import { createShellUseCases, type ShellPorts, type ShellUseCases } from './shell/shell-use-cases';

/** The identifier under which the browser's composition root binds the portal's use-cases. */
export const PORTAL_USE_CASES = Symbol.for('portal.PortalUseCases');

/** The use-cases the portal's views reach through the store's thunks. */
export interface PortalUseCases extends ShellUseCases, CatalogueUseCases, CartUseCases, AfterSaleUseCases {
  signIn: SignIn;
  signOut: SignOut;
  loadSession: LoadSession;
  loadHostConfig: LoadHostConfig;
  loadActiveCustomer: LoadActiveCustomer;
  countCustomers: CountCustomers;
  startCustomerSearch: StartCustomerSearch;
  pickCustomer: PickCustomer;
  changeLanguage: ChangeLanguage;
  loadMenuFacts: LoadMenuFacts;
  /** The gateway ports themselves, for plain reads that carry no rule (the store's cached reads call them). */
  ports: PortalPorts;
}

/** The ports the runtime provides to the portal's use-cases. */
export interface PortalPorts extends ShellPorts, CataloguePorts, CartPorts, AfterSalePorts {
  gateway: SessionGateway;
  tokens: TokenStore;
  customers: CustomerGateway;
  credit: CreditGateway;
  languages: LanguageGateway;
  menu: MenuGateway;
}

/** Builds every portal use-case over the ports the runtime provides. */
export function createPortalUseCases(ports: PortalPorts): PortalUseCases {
  return {
    signIn: createSignIn(ports),
    signOut: createSignOut(ports),
    loadSession: createLoadSession(ports),
    loadHostConfig: createLoadHostConfig(ports),
    loadActiveCustomer: createLoadActiveCustomer(ports),
    countCustomers: createCountCustomers(ports),
    startCustomerSearch: createStartCustomerSearch(ports),
    pickCustomer: createPickCustomer(ports),
    changeLanguage: createChangeLanguage(ports),
    loadMenuFacts: createLoadMenuFacts(ports),
    ...createShellUseCases(ports),
    ...createCatalogueUseCases(ports),
    ...createCartUseCases(ports),
    ...createAfterSaleUseCases(ports),
    ports,
  };
}
