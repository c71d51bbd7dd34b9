import { exampleCreditAccount } from '../../../application/portal/credit/testing/credit-gateway.in-memory';
import { EXAMPLE_ACTIVE_CUSTOMER } from '../../../application/portal/testing/portal-ports.in-memory';
import { exampleDealer } from '../../../application/portal/session/example-users';
import { ALL_SCOPES } from '../../../domain/access/scope-catalogue';
import { completeHostConfig, type HostConfig, type HostConfigSettings } from '../../../domain/config/host-config';
import { visibleMenu } from '../../../domain/navigation/side-menu';
import type { SessionUser } from '../../../domain/session/session-user';
import type { CreditView, FrameActions, FrameFacts } from '../frame-facts';

/** The Velocita demo host, as stories show the frame. */
export function exampleHostConfig(settings: HostConfigSettings = {}): HostConfig {
  return completeHostConfig(
    { host: 'localhost', brandName: 'Velocita', sorg: 'ID01', webTitle: 'Velocita Dealer Portal' },
    {
      webLogo: 'velocita-logo.svg',
      languages: [
        { code: 'en-us', name: 'English (US)' },
        { code: 'id-id', name: 'Bahasa Indonesia' },
        { code: 'de', name: 'Deutsch' },
      ],
      creditStatusUsage: true,
      creditStatusBlockedReason: true,
      custGroupOnCustSelect: true,
      features: ['NEW_CUSTOMER_SELECTION_LIST', 'CART_COUNT_TOTAL_QTY', 'NEWS'],
      ...settings,
    },
  );
}

/** A dealer holding the dealer role's scopes, as the demo data grants them. */
export function exampleShellDealer(overrides: Partial<SessionUser> = {}): SessionUser {
  return exampleDealer({
    scopes: [
      'page.catalog', 'page.home-page', 'page.order-status', 'page.invoice-status', 'invoice-status.read', 'credit-status.read',
      'cart.display-order-qty', 'profile.update', 'consumer-voice.submit', 'page.claim', 'page.pdi', 'page.payment-request',
      'page.bonus-dealer', 'page.customer-sales-report', 'page.dashboard', 'page.download-area', 'page.news',
      'page.marketing-material', 'page.click-collect',
    ],
    ...overrides,
  });
}

export const exampleAdministrator = (): SessionUser =>
  exampleDealer({ id: 'u-admin', name: 'Portal Administrator', roles: ['administrator'], scopes: [...ALL_SCOPES], salesActiveCustCode: null, hasCustCode: false });

/** Credit of a dealer buying through several companies, one of them blocked. */
export function exampleCredit(overrides: Partial<CreditView> = {}): CreditView {
  const accounts = [
    exampleCreditAccount(),
    exampleCreditAccount({
      companyCode: 'ID01-2000',
      companyName: 'PT Velocita Parts Distribution',
      creditLimit: '200000000.00',
      balance: '2500000.00',
      openInvoice: '185000000.00',
      openDeliveryOrder: '12500000.00',
      consignment: '0.00',
      reasonBlocked: 'overdue_over_limit',
    }),
  ];
  return {
    accounts,
    selected: accounts[0]!,
    colour: 'red',
    openToBuy: false,
    usage: true,
    blockedReason: null,
    currency: exampleHostConfig().currency,
    ...overrides,
  };
}

/** The frame of the example dealer on the Velocita host. */
export function exampleFrameFacts(overrides: Partial<FrameFacts> = {}): FrameFacts {
  const user = overrides.user === undefined ? exampleShellDealer() : overrides.user;
  const config = exampleHostConfig();
  return {
    user,
    config,
    brandName: config.webTitle,
    logo: `/images/${config.webLogo}`,
    languages: config.languages,
    activeLanguage: 'en-us',
    customerChip: { activeCode: '0001000123', customer: EXAMPLE_ACTIVE_CUSTOMER, canChange: false },
    previewUrl: null,
    cartBadge: 14,
    credit: exampleCredit({ colour: 'green', accounts: [exampleCreditAccount()], selected: exampleCreditAccount() }),
    canEditProfile: true,
    canSendConsumerVoice: true,
    menu: visibleMenu({ scopes: user?.scopes ?? [], features: config.features, visitFormKinds: [], catalogue: { bike: false, paa: false, groupset: false } }),
    cartQuantityFeature: true,
    mobileHeaderHeight: 140,
    ...overrides,
  };
}

/** Frame actions that do nothing, for stories that only show states. */
export const NO_FRAME_ACTIONS: FrameActions = {
  openCustomerPicker: () => undefined,
  chooseLanguage: () => undefined,
  chooseCreditCompany: () => undefined,
  openConsumerVoice: () => undefined,
  logout: () => undefined,
};
