import { describe, expect, it } from 'vitest';
import { checkCustomerInquiry, isHoneypotFilled, judgeInquiryRate, newCustomerInquiryOpen } from './customer-inquiry';
import { exampleInquiry } from './testing/example-inquiry';

const HOUR = 60 * 60 * 1000;

describe('customer inquiry', () => {
  it('given a complete inquiry, when checked, then text is trimmed, the phone gets +62 and blank optional fields are null', () => {
    expect(checkCustomerInquiry(exampleInquiry())).toMatchObject({
      ok: true,
      value: { custName: 'Toko Sepeda Maju', custPhone: '+6281234567890', custPostalCode: null, custWeb: null },
    });
  });

  it('given a host with another country code, when checked, then the phone gets that code', () => {
    expect(checkCustomerInquiry(exampleInquiry({ custPhone: '0123456789' }), '+60')).toMatchObject({ ok: true, value: { custPhone: '+60123456789' } });
  });

  it('given every required field blank, when checked, then each is refused as required', () => {
    const blank = exampleInquiry({ host: '', reason: ' ', goal: '', custName: '', custAddress: '', custState: '', custCountry: '', custEmail: '', custPhone: '', custCity: '' });
    const checked = checkCustomerInquiry(blank);
    expect(checked.ok ? [] : checked.error.map((error) => `${error.field.join('.')}:${error.message}`)).toEqual([
      'host:required', 'reason:required', 'goal:required', 'custName:required', 'custAddress:required', 'custState:required',
      'custCountry:required', 'custCity:required', 'custEmail:required', 'custPhone:required',
    ]);
  });

  it('given a bad e-mail and a phone with letters, when checked, then both are refused with their rule', () => {
    const checked = checkCustomerInquiry(exampleInquiry({ custEmail: 'owner@', custPhone: '0812-abc' }));
    expect(checked.ok ? [] : checked.error.map((error) => `${error.field.join('.')}:${error.message}`)).toEqual(['custEmail:valid_email', 'custPhone:must_be_numeric_with_max_digits']);
  });

  it('given three inquiries in the last hour, when a fourth comes, then it waits until the oldest is an hour old', () => {
    const now = 10 * HOUR;
    expect(judgeInquiryRate([now - 50 * 60_000, now - 20 * 60_000, now - 60_000], now)).toEqual({ allowed: false, retryAfterMs: 10 * 60_000 });
  });

  it('given inquiries older than an hour, when another comes, then it is accepted', () => {
    const now = 10 * HOUR;
    expect(judgeInquiryRate([now - 2 * HOUR, now - HOUR, now - 3 * HOUR, now - 5_000], now)).toEqual({ allowed: true });
  });

  it('given the hidden field filled, then it is a program', () => {
    expect(isHoneypotFilled('https://spam.example')).toBe(true);
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });

  it('given a host that allows inquiries, when its name matches a hiding fragment, then the inquiry is closed', () => {
    const config = { allowNewCustomerInquiry: true, newInquiryHiddenHostFragments: ['preview.'], features: ['CUSTOM_URL_TO_HIDE_NEW_INQUIRY'] };
    expect(newCustomerInquiryOpen(config, 'portal.velocita.example')).toBe(true);
    expect(newCustomerInquiryOpen(config, 'Preview.velocita.example')).toBe(false);
    expect(newCustomerInquiryOpen({ ...config, features: [] }, 'preview.velocita.example')).toBe(true);
    expect(newCustomerInquiryOpen({ ...config, allowNewCustomerInquiry: false }, 'portal.velocita.example')).toBe(false);
  });
});
