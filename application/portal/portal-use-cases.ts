import { createAfterSaleUseCases, type AfterSalePorts, type AfterSaleUseCases } from './after-sale-use-cases';
import type { CartGateway } from './cart/ports';
import { createCommerceUseCases, type CommercePorts, type CommerceUseCases } from './commerce-use-cases';
import { createLoadCartCount, type LoadCartCount } from './cart/load-cart-count';
import type { CreditGateway } from './credit/ports';
import { createLoadCredit, type LoadCredit } from './credit/load-credit';
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
import type { SessionGateway, TokenDecoder, TokenStore } from './session/ports';
import { createSignIn, type SignIn } from './session/sign-in';
import { createSignOut, type SignOut } from './session/sign-out';
import { createShellUseCases, type ShellPorts, type ShellUseCases } from './shell/shell-use-cases';

/** The use-cases the portal's views reach through the store's thunks. */
export interface PortalUseCases extends ShellUseCases, CommerceUseCases, AfterSaleUseCases {
  signIn: SignIn;
  signOut: SignOut;
  loadSession: LoadSession;
  loadHostConfig: LoadHostConfig;
  loadActiveCustomer: LoadActiveCustomer;
  countCustomers: CountCustomers;
  startCustomerSearch: StartCustomerSearch;
  pickCustomer: PickCustomer;
  loadCredit: LoadCredit;
  changeLanguage: ChangeLanguage;
  loadCartCount: LoadCartCount;
  loadMenuFacts: LoadMenuFacts;
}

/** The ports the runtime provides to the portal's use-cases. */
export interface PortalPorts extends ShellPorts, CommercePorts, AfterSalePorts {
  gateway: SessionGateway;
  tokens: TokenStore;
  decoder: TokenDecoder;
  customers: CustomerGateway;
  credit: CreditGateway;
  languages: LanguageGateway;
  cart: CartGateway;
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
    loadCredit: createLoadCredit(ports),
    changeLanguage: createChangeLanguage(ports),
    loadCartCount: createLoadCartCount(ports),
    loadMenuFacts: createLoadMenuFacts(ports),
    ...createShellUseCases(ports),
    ...createCommerceUseCases(ports),
    ...createAfterSaleUseCases(ports),
  };
}
