import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditGatewayInMemory, exampleCreditAccount } from '../../../application/portal/credit/testing/credit-gateway.in-memory';
import { inMemoryPortalPorts } from '../../../application/portal/testing/portal-ports.in-memory';
import { fakeUseCases, renderPortal } from '../../testing/render-portal';
import { exampleHostConfig, exampleShellDealer } from '../testing/frame-examples';
import { shownCreditAccount } from './credit-slice';

const dealer = exampleShellDealer();
const config = { host: exampleHostConfig() };
const indonesia = exampleCreditAccount();
const singapore = exampleCreditAccount({ companyCode: 'SG01-1000', companyName: 'Velocita Singapore Pte. Ltd.', currency: 'SGD', balance: '98149.25' });

function renderWithCredit(credit: CreditGatewayInMemory) {
  return renderPortal({ path: '/en-us/claim', user: dealer, state: { config }, useCases: fakeUseCases({ ports: inMemoryPortalPorts({ credit }) }) });
}

describe('credit chip data', () => {
  it('shows the first company once the accounts load', async () => {
    renderWithCredit(new CreditGatewayInMemory([indonesia, singapore]));
    expect(await screen.findAllByRole('button', { name: /^Credit Balance: .*335/ })).not.toHaveLength(0);
  });

  it('shows no chip when the service has no credit information or fails', async () => {
    const gateway = new CreditGatewayInMemory('unavailable');
    renderWithCredit(gateway);
    await screen.findByRole('heading', { name: 'Claim List' });
    await waitFor(() => expect(gateway.calls).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /^Credit Balance/ })).toBeNull();
  });

  it('shows the chosen company, and the first again when the chosen one is not among the accounts', () => {
    expect(shownCreditAccount([indonesia, singapore], 'SG01-1000')).toBe(singapore);
    expect(shownCreditAccount([indonesia, singapore], 'XX01-1')).toBe(indonesia);
    expect(shownCreditAccount([indonesia, singapore], null)).toBe(indonesia);
    expect(shownCreditAccount([], 'SG01-1000')).toBeNull();
  });
});
