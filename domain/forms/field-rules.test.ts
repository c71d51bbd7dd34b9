import { describe, expect, it } from 'vitest';
import {
  alphanumeric,
  atLeastOne,
  email,
  firstFailure,
  matches,
  minLength,
  multilineText,
  normalisePhone,
  notEmpty,
  numeric,
  otherMinLength,
  password,
  phone,
  required,
  text,
} from './field-rules';

describe('required', () => {
  it.each([[''], [null], [undefined], [[]]])('refuses %j', (value) => {
    expect(required(value)).toEqual({ key: 'required' });
  });

  it.each([['a'], [0], [false], [['x']], [' ']])('accepts %j', (value) => {
    expect(required(value)).toBeNull();
  });
});

describe('notEmpty', () => {
  it('refuses white space only', () => {
    expect(notEmpty(' \t\n')).toEqual({ key: 'required' });
  });

  it('accepts a value with white space around it', () => {
    expect(notEmpty('  Polygon  ')).toBeNull();
  });
});

describe('text', () => {
  it.each(['Toko Sepeda Jaya', 'Rossi & Söhne', 'Jl. Merdeka, Blok A/B: Surabaya', 'Łódź-Śródmieście', 'サイクル'])('accepts %s', (value) => {
    expect(text(value)).toBeNull();
  });

  it.each(['Shop 24', 'a_b', 'hello!', 'line\nbreak', '<script>'])('refuses %j', (value) => {
    expect(text(value)).toEqual({ key: 'valid_text' });
  });

  it('accepts an empty value, leaving that to required', () => {
    expect(text('')).toBeNull();
  });
});

describe('multilineText', () => {
  it('accepts line breaks between text', () => {
    expect(multilineText('Frame cracked,\r\nplease call me.')).toBeNull();
  });

  it('refuses what text refuses', () => {
    expect(multilineText('call 0812')).toEqual({ key: 'valid_text' });
  });
});

describe('alphanumeric', () => {
  it('accepts letters and digits', () => {
    expect(alphanumeric('XTC29er2024')).toBeNull();
  });

  it.each(['XTC 29', 'A-1', 'a.b'])('refuses %j', (value) => {
    expect(alphanumeric(value)).toEqual({ key: 'valid_alphaNumeric' });
  });
});

describe('email', () => {
  it.each(['dealer@example.com', 'first.last+orders@shop.co.id'])('accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });

  it.each(['dealer', 'dealer@example', '@example.com', 'a b@example.com', 'a@@example.com', 'a@example..com'])('refuses %j', (value) => {
    expect(email(value)).toEqual({ key: 'valid_email' });
  });
});

describe('phone', () => {
  it('accepts 17 digits', () => {
    expect(phone('08123456789012345')).toBeNull();
  });

  it('refuses 18 digits with the limit in the message', () => {
    expect(phone('081234567890123456')).toEqual({ key: 'must_be_numeric_with_max_digits', values: { max: 17 } });
  });

  it.each(['+62812', '0812-345', '0812 345'])('refuses %j', (value) => {
    expect(phone(value)?.key).toBe('must_be_numeric_with_max_digits');
  });
});

describe('normalisePhone', () => {
  it('drops the trunk 0 and adds the default country code', () => {
    expect(normalisePhone('081234567')).toBe('+6281234567');
  });

  it('adds the country code to a number without trunk prefix', () => {
    expect(normalisePhone('81234567')).toBe('+6281234567');
  });

  it('keeps a number that already carries the country code', () => {
    expect(normalisePhone('+6281234567')).toBe('+6281234567');
  });

  it('uses the country code it is given', () => {
    expect(normalisePhone('0123456', '+60')).toBe('+60123456');
  });
});

describe('numeric', () => {
  it('accepts digits', () => {
    expect(numeric('0042')).toBeNull();
  });

  it.each(['4.2', '-1', '1e3', 'IV'])('refuses %j', (value) => {
    expect(numeric(value)).toEqual({ key: 'must_be_numeric' });
  });
});

describe('password', () => {
  it('accepts a password with a digit, both cases and eight characters', () => {
    expect(password('Pedal2024')).toBeNull();
  });

  it('asks for a digit first', () => {
    expect(password('pedal')).toEqual({ key: 'pass_should_contain_number' });
  });

  it('asks for both cases', () => {
    expect(password('pedal2024')).toEqual({ key: 'pass_should_contain_upp_and_lower' });
  });

  it('asks for eight characters', () => {
    expect(password('Pedal24')).toEqual({ key: 'min_characters', values: { min: 8 } });
  });
});

describe('minimum lengths', () => {
  it('other fields need nine characters', () => {
    expect(otherMinLength('12345678')).toEqual({ key: 'min_characters', values: { min: 9 } });
    expect(otherMinLength('123456789')).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(minLength(2)('🚲a')).toBeNull();
    expect(minLength(2)('🚲')).toEqual({ key: 'min_characters', values: { min: 2 } });
  });
});

describe('matches', () => {
  it('accepts the same value', () => {
    expect(matches('Pedal2024')('Pedal2024')).toBeNull();
  });

  it('refuses a value that differs only in case', () => {
    expect(matches('Pedal2024')('pedal2024')).toEqual({ key: 'confirmation_must_match' });
  });
});

describe('atLeastOne', () => {
  it('refuses an empty choice', () => {
    expect(atLeastOne([])).toEqual({ key: 'select_at_least_one' });
  });

  it('accepts one item', () => {
    expect(atLeastOne(['1000'])).toBeNull();
  });
});

describe('firstFailure', () => {
  it('answers the first rule that fails', () => {
    expect(firstFailure('', [notEmpty, text])).toEqual({ key: 'required' });
    expect(firstFailure('a1', [notEmpty, text])).toEqual({ key: 'valid_text' });
  });

  it('answers null when every rule passes', () => {
    expect(firstFailure('Surabaya', [notEmpty, text])).toBeNull();
  });
});
