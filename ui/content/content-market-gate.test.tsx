import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentGatewayInMemory } from '../../application/portal/content/testing/content-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const config = { host: exampleHostConfig({ features: ['NEWS'] }) };

describe('content target-market gate', { timeout: 15_000 }, () => {
  it('given a reader without news markets, when the news opens, then the No Data notice replaces it', async () => {
    const useCases = fakeUseCases({ ports: inMemoryPortalPorts({ content: new ContentGatewayInMemory({}) }) });
    const { router } = renderPortal({ path: '/en-us/news', user: exampleShellDealer(), useCases, state: { config } });

    expect(await screen.findByRole('heading', { level: 1, name: 'No Data' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en-us/error/admin');
    expect(new URLSearchParams(router.state.location.search).get('pt')).toBe('route_title_news');
  });

  it('given a reader with a news market, when the news opens, then its cards show', async () => {
    const { router } = renderPortal({ path: '/en-us/news', user: exampleShellDealer(), state: { config } });

    expect(await screen.findByRole('link', { name: 'Read Gravel range in stock' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/news'));
  });
});
