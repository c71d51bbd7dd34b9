import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCatalogueAnalysisUseCases } from '../../application/portal/catalogue-analysis/product-batch-run';
import { CatalogueAnalysisGatewayInMemory } from '../../application/portal/catalogue-analysis/testing/catalogue-analysis-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const administrator = { ...exampleShellDealer(), scopes: [...exampleShellDealer().scopes, 'page.catalog-analyze'] };
const WAIT = { timeout: 5_000 };

describe('catalogue analysis page', { timeout: 30_000 }, () => {
  it('given 160 analysed articles, when ordering is blocked, then they go as 75, 75 and 10 and each batch is reported', async () => {
    const user = userEvent.setup();
    const gateway = new CatalogueAnalysisGatewayInMemory();
    const useCases = fakeUseCases({ ...createCatalogueAnalysisUseCases({ catalogueAnalysis: gateway }), ports: inMemoryPortalPorts({ catalogueAnalysis: gateway }) });
    renderPortal({ path: '/en-us/admin/catalog-analyze', user: administrator, useCases, state: { config: { host: exampleHostConfig() } } });

    const codes = Array.from({ length: 160 }, (_, index) => (index === 100 ? 'NOPE-1' : `VP-${index}`));
    const field = await screen.findByRole('textbox', { name: 'Article codes' }, WAIT);
    await user.click(field);
    await user.paste(codes.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await user.click(await screen.findByRole('button', { name: 'Block ordering' }, WAIT));

    await screen.findByText('3 of 3 batches', {}, WAIT);
    expect(gateway.sentBatches).toEqual([75, 75, 10]);
    expect(screen.getByText('Batch 2: 75 articles, 74 done, 1 failed')).toBeDefined();
  });
});
