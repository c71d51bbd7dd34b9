import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { EXAMPLE_USER_FORM_OPTIONS, exampleAdministeredUser, UserAdministrationGatewayInMemory } from '../../application/portal/user-administration/testing/user-administration-gateway.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const administrator = { ...exampleShellDealer(), scopes: [...exampleShellDealer().scopes, 'page.user-management'] };
const config = { host: exampleHostConfig() };

function given(options = EXAMPLE_USER_FORM_OPTIONS) {
  const gateway = new UserAdministrationGatewayInMemory(
    Array.from({ length: 3 }, (_, index) => exampleAdministeredUser(index + 1)),
    options,
  );
  const useCases = fakeUseCases({ ports: inMemoryPortalPorts({ userAdministration: gateway }) });
  return { gateway, useCases };
}

describe('user administration', { timeout: 60_000 }, () => {
  // The pages and the frame load on first use; loaded once here, no test waits for the first compile of them.
  beforeAll(async () => {
    await Promise.all([import('./UsersListPage'), import('./UserFormPage'), import('./CopyUserPage'), import('./CreateUsersMassPage'), import('../shell/layouts/PortalLayout')]);
  }, 120_000);

  it('given users, when the administrator searches, then the list asks with the search from the first page', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = given();
    renderPortal({ path: '/en-us/admin/users', user: administrator, useCases, state: { config } });

    await screen.findByRole('link', { name: 'Edit Dealer 2' }, { timeout: 20_000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, user name or e-mail' }), 'dealer3');

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit Dealer 2' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Edit Dealer 3' })).toBeTruthy();
    expect(gateway.requests.at(-1)).toMatchObject({ search: 'dealer3', page: 1, sortBy: 'name', order: 'asc' });
  });

  it('given a new user whose e-mail is taken, then the form shows "Email already exists" and creates nobody', async () => {
    const user = userEvent.setup();
    // An administrator of one sales organisation: the new user's area starts in it.
    const { gateway, useCases } = given({ ...EXAMPLE_USER_FORM_OPTIONS, sorgs: [{ sorg: 'ID01', name: 'Velocita Indonesia' }] });
    renderPortal({ path: '/en-us/admin/users/create', user: administrator, useCases, state: { config } });

    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }, { timeout: 20_000 }), 'dealer1@velocita.example');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Second Dealer');
    await user.type(screen.getByRole('textbox', { name: /^User name/ }), 'dealer99');
    await user.click(screen.getByRole('checkbox', { name: 'dealer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Email already exists', {}, { timeout: 10_000 });
    expect(gateway.stored).toHaveLength(3);
  });

  it('given a blank form, then the field rules refuse it before anything is sent', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = given();
    renderPortal({ path: '/en-us/admin/users/create', user: administrator, useCases, state: { config } });

    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 20_000 }));

    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Select at least one item').length).toBeGreaterThan(0);
    expect(gateway.stored).toHaveLength(3);
  });

  it('given a user, when the administrator confirms "Generate password", then the link is sent and no password is shown', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = given();
    renderPortal({ path: '/en-us/admin/users/user-2/edit', user: administrator, useCases, state: { config } });

    await user.click(await screen.findByRole('button', { name: 'Generate password' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Generate password' }));

    await screen.findByText('The e-mail with the link was sent to dealer2@velocita.example.', {}, { timeout: 10_000 });
    expect(gateway.passwordLinksSent).toEqual(['user-2']);
  });

  it('given a user an administrator changed, then the edit page shows who changed which field, from what to what', async () => {
    const { useCases } = given();
    renderPortal({ path: '/en-us/admin/users/user-1/edit', user: administrator, useCases, state: { config } });

    const history = await screen.findByRole('region', { name: 'Change history' }, { timeout: 20_000 });
    await within(history).findByText('roles: dealer → dealer, product');
    expect(within(history).getByText('admin')).toBeTruthy();
    expect(within(history).getByText('Updated')).toBeTruthy();
  });

  it('given a user without recorded changes, then the edit page says so', async () => {
    const { useCases } = given();
    renderPortal({ path: '/en-us/admin/users/user-3/edit', user: administrator, useCases, state: { config } });

    await screen.findByText('No administrative change to this user has been recorded yet.', {}, { timeout: 20_000 });
  });

  it('given a user, when the administrator confirms the delete, then the user leaves the list', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = given();
    renderPortal({ path: '/en-us/admin/users', user: administrator, useCases, state: { config } });

    await user.click(await screen.findByRole('button', { name: 'Delete Dealer 2' }, { timeout: 20_000 }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit Dealer 2' })).toBeNull());
    expect(gateway.stored.map((each) => each.id)).toEqual(['user-1', 'user-3']);
  });

  it('given another user, when copied, then the new user has their roles and areas and the identity given', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = given();
    renderPortal({ path: '/en-us/admin/users/user-3/copy-us', user: administrator, useCases, state: { config } });

    await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }, { timeout: 20_000 }), 'copy@velocita.example');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Copy');
    await user.type(screen.getByRole('textbox', { name: /^User name/ }), 'copy');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(gateway.stored).toHaveLength(4));
    const copy = gateway.stored[3]!;
    const source = gateway.stored[2]!;
    expect(copy).toMatchObject({ email: 'copy@velocita.example', roles: source.roles, groupRole: source.groupRole, userAreas: source.userAreas });
  });

  it('given a spreadsheet with a refused row, then the others are created and the row is reported', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = given();
    renderPortal({ path: '/en-us/admin/users/create-users-mass', user: administrator, useCases, state: { config } });

    const sheet = new File(['new1@velocita.example,New One,new1\ndealer1@velocita.example,Taken,taken\n'], 'users.xlsx');
    await screen.findByRole('button', { name: 'Choose a spreadsheet' }, { timeout: 20_000 });
    await user.upload(document.querySelector('input[type="file"]')!, sheet);

    await screen.findByText('1 user was created.', {}, { timeout: 10_000 });
    expect(screen.getByText('email: Email already exists')).toBeTruthy();
    expect(gateway.stored.map((each) => each.username)).toContain('new1');
  });
});
