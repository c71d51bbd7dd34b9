import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDownloadAreaUseCases } from '../../application/portal/download-area/download-area-use-cases';
import { DownloadAreaGatewayInMemory } from '../../application/portal/download-area/testing/download-area-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { fakeUseCases, renderPortal } from '../testing/render-portal';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';

const dealer = { ...exampleShellDealer(), scopes: [...exampleShellDealer().scopes, 'page.download-area'] };
const config = { host: exampleHostConfig() };

function openPage() {
  const gateway = new DownloadAreaGatewayInMemory();
  const useCases = fakeUseCases({ ...createDownloadAreaUseCases({ downloadArea: gateway }), ports: inMemoryPortalPorts({ downloadArea: gateway }) });
  return { gateway, ...renderPortal({ path: '/en-us/download-area', user: dealer, useCases, state: { config } }) };
}

describe('download area', { timeout: 40_000 }, () => {
  it('given a period across two years, when requested, then the page says so and asks the service nothing', async () => {
    const user = userEvent.setup();
    const { gateway } = openPage();
    const from = await screen.findByLabelText(/^From/, {}, { timeout: 10_000 });
    await user.clear(from);
    await user.type(from, '2025-12-01');
    await user.click(screen.getByRole('button', { name: 'Request download' }));
    expect(await screen.findByText('From and To must be in the same year.')).toBeTruthy();
    expect(gateway.requested).toEqual([]);
  });

  it('given a period within the year, when requested, then it is queued and listed as waiting', async () => {
    const user = userEvent.setup();
    const { gateway } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Request download' }, { timeout: 10_000 }));
    await waitFor(() => expect(gateway.requested).toHaveLength(1));
    expect(gateway.requested[0]!.module).toBe('invoices');
    expect(await screen.findByText('Waiting')).toBeTruthy();
  });
});
