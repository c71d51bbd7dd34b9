import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueUseCases } from '../../application/portal/catalogue/catalogue-use-cases';
import { CatalogueGatewayInMemory, exampleCatalogue } from '../../application/portal/catalogue/testing/catalogue-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const config = { host: exampleHostConfig() };
const slugOf = (code: string) => exampleCatalogue().find((article) => article.articleCode === code)!.slug;

function productPage(path: string, catalogue = new CatalogueGatewayInMemory()) {
  const useCases = fakeUseCases({ ...createCatalogueUseCases({ catalogue }), ports: inMemoryPortalPorts({ catalogue }) });
  renderPortal({ path, user: exampleShellDealer(), useCases, state: { config } });
  return catalogue;
}

describe('product page', { timeout: 15_000 }, () => {
  it('given an article out of stock, when the dealer asks to be told and then stops, then the service keeps each choice and the page says it', async () => {
    const user = userEvent.setup();
    const catalogue = productPage(`/en-us/catalog/bike/${slugOf('VB-AESL-27-L')}`);

    await user.click(await screen.findByRole('button', { name: 'Notify me when back in stock' }));

    expect(await screen.findByText('You will be notified when this article is back in stock.')).toBeTruthy();
    expect(catalogue.restock.size).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Stop the back-in-stock notice' }));

    expect(await screen.findByRole('button', { name: 'Notify me when back in stock' })).toBeTruthy();
    expect(screen.queryByText('You will be notified when this article is back in stock.')).toBeNull();
    expect(catalogue.restock.size).toBe(0);
  });

  it('given the notice cannot be changed, then the page keeps offering it', async () => {
    const user = userEvent.setup();
    const catalogue = new CatalogueGatewayInMemory();
    vi.spyOn(catalogue, 'restockNotification').mockRejectedValue(new Error('offline'));
    productPage(`/en-us/catalog/bike/${slugOf('VB-AESL-27-L')}`, catalogue);

    await user.click(await screen.findByRole('button', { name: 'Notify me when back in stock' }));

    expect(await screen.findByRole('button', { name: 'Notify me when back in stock' })).toBeTruthy();
    expect(screen.queryByText('You will be notified when this article is back in stock.')).toBeNull();
  });

  it('given a slug the catalogue does not know, then the page says the product could not be found', async () => {
    productPage('/en-us/catalog/bike/no-such-bike');

    expect(await screen.findByText('This product could not be found')).toBeTruthy();
  });

  it('given the service cannot answer, then the page says the product could not be loaded', async () => {
    const catalogue = new CatalogueGatewayInMemory();
    vi.spyOn(catalogue, 'productDetails').mockRejectedValue(new Error('offline'));
    productPage(`/en-us/catalog/bike/${slugOf('VB-AESL-27-M')}`, catalogue);

    expect(await screen.findByText('The product could not be loaded. Please try again.')).toBeTruthy();
  });
});
