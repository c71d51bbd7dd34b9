import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerMatches, normaliseCustomerPageSize, type SearchableCustomer } from './customer-search';

const customer: SearchableCustomer = {
  name: 'Sepeda Jaya Jakarta',
  phone: '+62 21 5500037',
  address: 'Jl. Sepeda Raya No. 2',
  city: 'Jakarta',
  email: 'order@sepedajaya.example',
  code: { r3: '0000100001', isr: 'I000000001' },
};

const text = fc.string({ maxLength: 20 });
const searchable = fc.record({
  name: text,
  phone: fc.option(text, { nil: null }),
  address: fc.option(text, { nil: null }),
  city: fc.option(text, { nil: null }),
  email: fc.option(text, { nil: null }),
  code: fc.record({ r3: text, isr: fc.option(text, { nil: null }) }),
});
const fieldsOf = (given: SearchableCustomer) => [given.code.r3, given.code.isr, given.name, given.phone, given.address, given.email, given.city].filter((field): field is string => field !== null);

describe('customerMatches', () => {
  it('finds a customer by any searched field, ignoring case', () => {
    expect(customerMatches(customer, 'jakarta')).toBe(true);
    expect(customerMatches(customer, '100001')).toBe(true);
    expect(customerMatches(customer, 'i000000001')).toBe(true);
    expect(customerMatches(customer, 'SEPEDAJAYA.EXAMPLE')).toBe(true);
    expect(customerMatches(customer, '5500037')).toBe(true);
    expect(customerMatches(customer, 'surabaya')).toBe(false);
  });

  it('matches every customer on an empty or blank term', () => {
    fc.assert(fc.property(searchable, fc.stringMatching(/^\s*$/), (given, blank) => {
      expect(customerMatches(given, blank)).toBe(true);
    }));
  });

  it('matches any part of any searched field, in any letter case', () => {
    fc.assert(
      fc.property(searchable, fc.nat(), fc.nat(), fc.nat(), fc.boolean(), (given, pick, start, length, upper) => {
        const fields = fieldsOf(given);
        const field = fields[pick % fields.length]!;
        const from = start % (field.length + 1);
        const part = field.slice(from, from + (length % 6));
        expect(customerMatches(given, upper ? part.toLocaleUpperCase() : part.toLocaleLowerCase())).toBe(
          customerMatches(given, part),
        );
        expect(customerMatches(given, part)).toBe(true);
      }),
    );
  });

  it('a longer term never matches more customers than a part of it', () => {
    fc.assert(
      fc.property(searchable, text, text, (given, term, more) => {
        if (customerMatches(given, term + more)) expect(customerMatches(given, term)).toBe(true);
      }),
    );
  });
});

describe('normaliseCustomerPageSize', () => {
  it('keeps 10, 25 and 50 and turns anything else into 10', () => {
    fc.assert(fc.property(fc.option(fc.integer(), { nil: undefined }), (requested) => {
      const size = normaliseCustomerPageSize(requested);
      expect(size).toBe([10, 25, 50].includes(requested ?? 0) ? requested : 10);
    }));
  });
});
