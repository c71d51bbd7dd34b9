import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../domain/navigation/routes';
import { TokenStoreInMemory } from '../session/testing/token-store.in-memory';
import { createCountCustomers } from './count-customers';
import { CustomerGatewayInMemory, exampleCustomer } from './testing/customer-gateway.in-memory';
import { createPickCustomer } from './pick-customer';

const before = 'access-before';
const routeOf = (path: string) => matchRoute(path)!.route;

function given(options: { refuseChange?: boolean } = {}) {
  const customers = new CustomerGatewayInMemory([exampleCustomer(1), exampleCustomer(2)], options);
  const tokens = new TokenStoreInMemory(before);
  return { customers, tokens, pickCustomer: createPickCustomer({ customers, tokens }) };
}

describe('pick customer', () => {
  it('given a salesman on the order page, when picking a customer, then the new token is kept and the page reloads', async () => {
    const { customers, tokens, pickCustomer } = given();

    const result = await pickCustomer(exampleCustomer(2).code, routeOf('/order'));

    expect(result).toEqual({ ok: true, value: { next: 'reload' } });
    expect(customers.changes).toEqual([{ r3: '0000100002', isr: null }]);
    expect(tokens.read()).toBe('access-for-0000100002');
  });

  it('given a catalogue page, when picking a customer, then the portal opens the catalogue', async () => {
    const { pickCustomer } = given();

    expect(await pickCustomer(exampleCustomer(1).code, routeOf('/catalog/fast-order'))).toEqual({ ok: true, value: { next: 'open', path: '/catalog' } });
    expect(await pickCustomer(exampleCustomer(1).code, routeOf('/catalog/bike/road-1'))).toEqual({ ok: true, value: { next: 'open', path: '/catalog' } });
  });

  it('given the service refuses, when picking, then failed_change_customer is answered and the token stays', async () => {
    const { tokens, pickCustomer } = given({ refuseChange: true });

    expect(await pickCustomer(exampleCustomer(1).code, routeOf('/order'))).toEqual({ ok: false, error: 'failed_change_customer' });
    expect(tokens.read()).toEqual(before);
  });

  it('given the service cannot be reached, when picking, then failed_change_customer is answered', async () => {
    class Unreachable extends CustomerGatewayInMemory {
      override async changeCustomer(): Promise<never> {
        throw new TypeError('Failed to fetch');
      }
    }
    const tokens = new TokenStoreInMemory(before);

    const result = await createPickCustomer({ customers: new Unreachable([]), tokens })(exampleCustomer(1).code, routeOf('/order'));

    expect(result).toEqual({ ok: false, error: 'failed_change_customer' });
    expect(tokens.read()).toEqual(before);
  });
});

describe('count customers', () => {
  it('counts every customer the user may act for', async () => {
    const customers = new CustomerGatewayInMemory(Array.from({ length: 12 }, (_, index) => exampleCustomer(index + 1)));

    expect(await createCountCustomers({ customers })()).toBe(12);
  });

  it('counts none when the listing fails', async () => {
    const customers = new CustomerGatewayInMemory([exampleCustomer(1)], { failListing: true });

    expect(await createCountCustomers({ customers })()).toBe(0);
  });
});
