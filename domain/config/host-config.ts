/** How a host shows money: the symbol and separators of its currency and the number of decimals it keeps. */
export interface CurrencyFormat {
  display: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
}

export interface LanguageOption {
  code: string;
  name: string;
}

/** Switches that turn whole behaviours of the portal on for one host. */
export const FEATURE_FLAGS = [
  'NEW_CUSTOMER_SELECTION_LIST',
  'CART_COUNT_TOTAL_QTY',
  'WEB_NOTIFICATION',
  'WEB_MANIFEST',
  'NEWS',
  'MERGE_MENU_CATALOG',
  'HIDE_BIKE_CATEGORY_MENU',
  'CUSTOM_URL_TO_HIDE_NEW_INQUIRY',
  'ANALYTICS',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * Everything a host (one white-label brand on one host name) configures: its brand, its sales organisation,
 * its languages and currency, and the switches of each area.
 */
export interface HostConfig {
  host: string;
  brandName: string;
  primaryColor: string;
  sorg: string;
  webTitle: string;
  webLogo: string;
  webCopyright: string;
  dateFormat: string;
  timeFormat: string;
  imageLogin: string;
  imageNavbar: string;
  imageLoginBackground: string;
  email: string;
  languages: LanguageOption[];
  maskStock: boolean;
  maskNextArrival: boolean;
  canCheckout: boolean;
  itemViewQuota: number;
  modelViewQuota: number;
  creditCheck: boolean;
  creditStatusUsage: boolean;
  creditStatusBlockedReason: boolean;
  googleAnalyticId: string | null;
  webDescription: string;
  webKeywords: string;
  nextArrivalDisplay: boolean;
  nextArrivalMonth: number;
  availableStockCheck: boolean;
  exactQtyCheck: boolean;
  orderConfirmation: boolean;
  forgotPassword: boolean;
  payment: boolean;
  paymentGateway: string | null;
  cartDisclaimer: string | null;
  countryId: string;
  telpCode: string;
  claimNonCode: boolean;
  claimProblemRequired: boolean;
  claimAllowNonCode: boolean;
  claimAllowPAA: boolean;
  checkStock3rdParty: boolean;
  checkPrice3rdParty: boolean;
  custGroupOnCustSelect: boolean;
  allowNewCustomerInquiry: boolean;
  allowPreviewPage: boolean;
  previewPageUrl: string | null;
  orderTypeDisplay: boolean;
  stockDisplay: 'cumulative' | 'location';
  futureConfirmationDisplay: boolean;
  supplyLocation: boolean;
  preOrderDisplay: boolean;
  exactQtyCheckout: boolean;
  catalogDefaultView: 'group' | 'item';
  invoicePaymentRule: 'overdue' | 'oldest';
  allowPartialPayment: boolean;
  currency: CurrencyFormat;
  features: FeatureFlag[];
  /** Host names on which the credit widget says "Open to Buy" instead of "Balance". */
  creditWordingHosts: string[];
  /** Host fragments on which the new-customer-inquiry preview is hidden (CUSTOM_URL_TO_HIDE_NEW_INQUIRY). */
  newInquiryHiddenHostFragments: string[];
}

export const DEFAULT_CURRENCY: CurrencyFormat = {
  display: 'IDR',
  symbol: 'Rp',
  thousandSeparator: '.',
  decimalSeparator: ',',
  decimalPrecision: 0,
};

/** The values a host gets for every field it does not set itself (spec 000 §3 and §9). */
export const HOST_CONFIG_DEFAULTS: Omit<HostConfig, 'host' | 'brandName' | 'sorg' | 'webTitle'> = {
  primaryColor: '#1d4ed8',
  webLogo: 'logo.svg',
  webCopyright: '',
  dateFormat: 'DD MMM YYYY',
  timeFormat: 'HH:mm:ss',
  imageLogin: 'login.svg',
  imageNavbar: 'logo.svg',
  imageLoginBackground: 'login-background.svg',
  email: '',
  languages: [{ code: 'en-us', name: 'English (US)' }],
  maskStock: false,
  maskNextArrival: false,
  canCheckout: true,
  itemViewQuota: 10,
  modelViewQuota: 12,
  creditCheck: false,
  creditStatusUsage: false,
  creditStatusBlockedReason: false,
  googleAnalyticId: null,
  webDescription: '',
  webKeywords: '',
  nextArrivalDisplay: false,
  nextArrivalMonth: 0,
  availableStockCheck: false,
  exactQtyCheck: false,
  orderConfirmation: false,
  forgotPassword: false,
  payment: false,
  paymentGateway: null,
  cartDisclaimer: null,
  countryId: 'ID',
  telpCode: '+62',
  claimNonCode: false,
  claimProblemRequired: false,
  claimAllowNonCode: false,
  claimAllowPAA: false,
  checkStock3rdParty: false,
  checkPrice3rdParty: false,
  custGroupOnCustSelect: false,
  allowNewCustomerInquiry: false,
  allowPreviewPage: false,
  previewPageUrl: null,
  orderTypeDisplay: false,
  stockDisplay: 'cumulative',
  futureConfirmationDisplay: false,
  supplyLocation: false,
  preOrderDisplay: false,
  exactQtyCheckout: false,
  catalogDefaultView: 'group',
  invoicePaymentRule: 'oldest',
  allowPartialPayment: false,
  currency: DEFAULT_CURRENCY,
  features: [],
  creditWordingHosts: [],
  newInquiryHiddenHostFragments: [],
};

export type HostConfigSettings = Partial<Omit<HostConfig, 'host' | 'brandName' | 'sorg' | 'webTitle' | 'currency'>> & {
  currency?: Partial<CurrencyFormat>;
};

/** Completes what a host stores with the defaults, so every reader sees every field. */
export function completeHostConfig(
  identity: Pick<HostConfig, 'host' | 'brandName' | 'sorg' | 'webTitle'>,
  settings: HostConfigSettings,
): HostConfig {
  return {
    ...HOST_CONFIG_DEFAULTS,
    ...settings,
    ...identity,
    currency: { ...DEFAULT_CURRENCY, ...settings.currency },
  };
}

export function hasFeature(config: Pick<HostConfig, 'features'>, flag: FeatureFlag): boolean {
  return config.features.includes(flag);
}
