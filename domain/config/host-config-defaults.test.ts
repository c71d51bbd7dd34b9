import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from '../formatting/format-date';
import { DEFAULT_DECIMAL_PRECISION } from '../money/money';
import { completeHostConfig, DEFAULT_CURRENCY, FEATURE_FLAGS, hasFeature, HOST_CONFIG_DEFAULTS } from './host-config';

const identity = { host: 'localhost', brandName: 'Velocita', sorg: 'ID01', webTitle: 'Velocita Dealer Portal' };

/** The one behaviour a new host has without asking: dealers can check out (spec 000 §9). */
const ON_BY_DEFAULT = ['canCheckout'];
/** Settings that are a reference to something the host must supply, so they are absent until it does. */
const ABSENT_BY_DEFAULT = ['googleAnalyticId', 'paymentGateway', 'cartDisclaimer', 'previewPageUrl'];
/** Settings that are free text a host may leave empty. */
const EMPTY_BY_DEFAULT = ['webCopyright', 'email', 'webDescription', 'webKeywords'];
/** Lists a host fills in itself: features it opts in to, hosts and fragments it names. */
const NONE_BY_DEFAULT = ['features', 'creditWordingHosts', 'newInquiryHiddenHostFragments'];

describe('host configuration defaults', () => {
  it('turns every switch off for a new host but checkout, so each behaviour is opted in to', () => {
    const switches = Object.entries(HOST_CONFIG_DEFAULTS).filter(([, value]) => typeof value === 'boolean');
    expect(switches.length).toBeGreaterThan(ON_BY_DEFAULT.length);
    for (const [name, value] of switches) expect(value, name).toBe(ON_BY_DEFAULT.includes(name));
  });

  it('leaves references absent, texts empty and lists empty until the host sets them', () => {
    const defaults: Record<string, unknown> = HOST_CONFIG_DEFAULTS;
    for (const name of ABSENT_BY_DEFAULT) expect(defaults[name], name).toBeNull();
    for (const name of EMPTY_BY_DEFAULT) expect(defaults[name], name).toBe('');
    for (const name of NONE_BY_DEFAULT) expect(defaults[name], name).toEqual([]);
  });

  it('writes dates and amounts the way the formatting and money rules do when a host says nothing', () => {
    const config = completeHostConfig(identity, {});
    expect(config.dateFormat).toBe(DEFAULT_DATE_FORMAT);
    expect(config.timeFormat).toBe(DEFAULT_TIME_FORMAT);
    expect(config.currency.decimalPrecision).toBe(DEFAULT_DECIMAL_PRECISION);
  });

  it('describes one country, Indonesia, in its currency, country and calling code', () => {
    expect(DEFAULT_CURRENCY).toEqual({ display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 });
    expect(HOST_CONFIG_DEFAULTS.countryId).toBe('ID');
    expect(HOST_CONFIG_DEFAULTS.telpCode).toBe('+62');
    expect(HOST_CONFIG_DEFAULTS.languages).toEqual([{ code: 'en-us', name: 'English (US)' }]);
  });

  it('ships its own images and brand colour, so a host without any still shows a whole page', () => {
    for (const image of [HOST_CONFIG_DEFAULTS.webLogo, HOST_CONFIG_DEFAULTS.imageNavbar, HOST_CONFIG_DEFAULTS.imageLogin, HOST_CONFIG_DEFAULTS.imageLoginBackground]) {
      expect(image).toMatch(/^[a-z-]+\.svg$/);
    }
    expect(HOST_CONFIG_DEFAULTS.webLogo).toBe(HOST_CONFIG_DEFAULTS.imageNavbar);
    expect(HOST_CONFIG_DEFAULTS.imageLoginBackground).not.toBe(HOST_CONFIG_DEFAULTS.imageLogin);
    expect(HOST_CONFIG_DEFAULTS.primaryColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('pays the oldest invoice first, in full, and shows stock summed over locations, when the host says nothing', () => {
    expect(HOST_CONFIG_DEFAULTS).toMatchObject({ invoicePaymentRule: 'oldest', allowPartialPayment: false, stockDisplay: 'cumulative', catalogDefaultView: 'group', nextArrivalMonth: 0 });
  });

  it('knows a feature only when the host lists it', () => {
    for (const flag of FEATURE_FLAGS) {
      expect(hasFeature({ features: [flag] }, flag)).toBe(true);
      expect(hasFeature({ features: FEATURE_FLAGS.filter((other) => other !== flag) }, flag)).toBe(false);
    }
    expect(new Set(FEATURE_FLAGS).size).toBe(FEATURE_FLAGS.length);
  });
});
