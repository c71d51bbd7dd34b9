import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createProfileUseCases } from '../../application/portal/profile/profile-use-cases';
import { PasswordLinkGatewayInMemory, ProfileGatewayInMemory } from '../../application/portal/profile/testing/profile-gateway.in-memory';
import { exampleDealer } from '../../application/portal/session/example-users';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

/** The portal over in-memory profile and password gateways, with the real use-cases spied on. */
function given(path: string, options: { signedIn?: boolean; forgotPassword?: boolean } = {}) {
  const profile = new ProfileGatewayInMemory();
  const passwordLinks = new PasswordLinkGatewayInMemory();
  const real = createProfileUseCases({ profile, passwordLinks });
  const useCases = fakeUseCases({
    updateOwnProfile: vi.fn(real.updateOwnProfile),
    setPasswordWithLink: vi.fn(real.setPasswordWithLink),
    ports: inMemoryPortalPorts({ profile, passwordLinks }),
  });
  const rendered = renderPortal({
    path,
    user: options.signedIn === false ? null : exampleDealer(),
    useCases,
    state: { config: { host: exampleHostConfig({ forgotPassword: options.forgotPassword ?? true }) } },
  });
  return { user: userEvent.setup(), profile, passwordLinks, ...rendered };
}

describe('own profile page', { timeout: 20_000 }, () => {
  it('refuses a phone with other characters than digits with the spec message before anything is sent', async () => {
    const { user, profile } = given('/en-us/user/edit-profile');
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });
    await user.clear(phone);
    await user.type(phone, '0812-555');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be numeric, at most 17 digits')).toBeTruthy();
    expect(profile.saved).toEqual([]);
  });

  it('saves a new phone and password under the rules, and empties the password fields', async () => {
    const { user, profile } = given('/en-us/user/edit-profile');
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });
    await user.clear(phone);
    await user.type(phone, '0812555');
    expect(screen.getByText('Saved as +62812555')).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'Pedal2024');
    await user.type(screen.getByLabelText('New password'), 'Brakes2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brakes2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your profile was saved.');
    expect(profile.saved).toEqual([expect.objectContaining({ phone: '0812555', currentPassword: 'Pedal2024', newPassword: 'Brakes2026' })]);
    expect(screen.getByLabelText('New password')).toHaveProperty('value', '');
  });

  it('shows the service refusal of a wrong current password on its field', async () => {
    const { user } = given('/en-us/user/edit-profile');
    await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Current password'), 'Wrong2024');
    await user.type(screen.getByLabelText('New password'), 'Brakes2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brakes2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
  });
});

describe('password pages', { timeout: 15_000 }, () => {
  it('offers the forgotten-password page from sign-in only where the host offers the reset', async () => {
    given('/en-us/login', { signedIn: false });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toBeTruthy();
  });

  it('hides the link where the host does not offer the reset', async () => {
    given('/en-us/login', { signedIn: false, forgotPassword: false });
    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it('answers a reset request with the same neutral words, whatever was entered', async () => {
    const { user, passwordLinks } = given('/en-us/forgot-password', { signedIn: false });
    await user.type(await screen.findByRole('textbox', { name: 'User name or e-mail address' }), 'nobody-here{Enter}');
    expect((await screen.findByRole('status')).textContent).toMatch(/^Thank you. If an account matches what you entered/);
    expect(passwordLinks.requested).toEqual(['nobody-here']);
  });

  it('sets a password with the token of the link fragment, then leads to sign-in; the link works once', async () => {
    const { user, passwordLinks } = given('/en-us/set-password#token=example-token', { signedIn: false });
    await user.type(await screen.findByLabelText('New password'), 'Saddle2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Saddle2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your password was set. You can sign in with it now.');
    expect(passwordLinks.setPasswords).toEqual([{ token: 'example-token', password: 'Saddle2026' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/en-us/login');
  });

  it('says a used or expired link is no longer valid and offers a new one', async () => {
    const { user } = given('/en-us/set-password#token=used-token', { signedIn: false });
    await user.type(await screen.findByLabelText('New password'), 'Saddle2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Saddle2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This link has expired or was already used.'));
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
