import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCatalogueUseCases } from '../../application/portal/catalogue/catalogue-use-cases';
import { CatalogueGatewayInMemory } from '../../application/portal/catalogue/testing/catalogue-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const config = { host: exampleHostConfig() };

function catalogueOverMemory() {
  const catalogue = new CatalogueGatewayInMemory();
  return fakeUseCases({ ...createCatalogueUseCases({ catalogue }), ports: inMemoryPortalPorts({ catalogue }) });
}

describe('catalogue search', () => {
  it('given words searched from the catalogue home, then the list covers bikes and parts, and the words stay in the box', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal({ path: '/en-us/catalog', user: exampleShellDealer(), useCases: catalogueOverMemory(), state: { config } });

    const box = (await screen.findAllByRole('combobox', { name: 'Search the catalog' }))[0]!;
    await user.type(box, 'inner tube{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?search=inner%20tube'));
    expect(router.state.location.pathname).toBe('/en-us/catalog');
    expect(await screen.findByText(/results? for “inner tube”/)).toBeTruthy();
    expect(screen.queryByText('0 results for “inner tube”')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('inner tube');
  });

  it('given a search in the bikes that finds nothing, then it shows what the parts hold for it, with the way there', async () => {
    renderPortal({ path: '/en-us/catalog/bike?search=tube', user: exampleShellDealer(), useCases: catalogueOverMemory(), state: { config } });

    expect(await screen.findByText('0 results for “tube”')).toBeTruthy();
    const way = await screen.findByRole('link', { name: /results? for “tube” in Parts and accessories/ });
    expect(way.getAttribute('href')).toBe('/en-us/catalog/paa?search=tube');
  });
});
