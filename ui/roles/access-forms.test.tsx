import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createRolesUseCases } from '../../application/portal/roles/roles-use-cases';
import { RolesGatewayInMemory } from '../../application/portal/roles/testing/roles-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const administrator = { ...exampleShellDealer(), scopes: [...exampleShellDealer().scopes, 'page.user-management'] };
const config = { host: exampleHostConfig() };

function given() {
  const gateway = new RolesGatewayInMemory();
  const useCases = fakeUseCases({ ...createRolesUseCases({ roles: gateway }), ports: inMemoryPortalPorts({ roles: gateway }) });
  return { gateway, useCases };
}

describe('role forms', { timeout: 15_000 }, () => {
  it('given a role, when a permission is ticked and saved, then the role grants it', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = given();
    renderPortal({ path: '/en-us/admin/roles/edit/r3', user: administrator, useCases, state: { config } });

    const permission = await screen.findByRole('checkbox', { name: /^page\.claim/ }, { timeout: 5_000 });
    expect((permission as HTMLInputElement).checked).toBe(false);
    await user.click(permission);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Saved.', {}, { timeout: 5_000 });
    expect(gateway.rolesHeld.find((role) => role.id === 'r3')!.permissions.map((each) => each.name)).toEqual(['page.catalog', 'page.claim']);
  });

  it('given a blank name, then the form says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = given();
    renderPortal({ path: '/en-us/admin/roles/edit', user: administrator, useCases, state: { config } });

    await screen.findByRole('heading', { level: 1, name: 'Create Role' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0));
    expect(gateway.rolesHeld).toHaveLength(3);
  });
});
