import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleDealer } from '../../application/portal/session/example-users';
import type { SignIn } from '../../application/portal/session/sign-in';
import { hostConfigLoaded } from '../shell/config-slice';
import { exampleHostConfig } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleDealer();

function givenLoginPage(signIn: SignIn) {
  const user = userEvent.setup();
  const rendered = renderPortal({ path: '/en-us/login', useCases: fakeUseCases({ signIn: vi.fn(signIn) }) });
  return { user, ...rendered };
}

describe('login page', () => {
  it("keeps the logo's place until the host's configuration names the logo, so the form does not move when it shows", async () => {
    const { store } = renderPortal({ path: '/en-us/login' });
    await screen.findByRole('textbox', { name: 'Username' });
    expect(document.querySelector('.login__logo-slot')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();

    store.dispatch(hostConfigLoaded(exampleHostConfig()));

    expect(await screen.findByRole('img', { name: exampleHostConfig().brandName })).toBeTruthy();
    expect(document.querySelector('.login__logo-slot')).toBeNull();
  });

  it('signs in with the keyboard alone and lands on the welcome page', async () => {
    const { user, useCases } = givenLoginPage(async () => ({ ok: true, value: dealer }));
    const username = await screen.findByRole('textbox', { name: 'Username' });

    await user.tab();
    expect(document.activeElement).toBe(username);
    await user.keyboard('dealer.surabaya');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.keyboard('Pedal2024{Enter}');

    expect(useCases.signIn).toHaveBeenCalledWith({ username: 'dealer.surabaya', password: 'Pedal2024' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Budi Santoso' })).toBeTruthy();
  });

  it('submits with the button too, reached by tabbing', async () => {
    const { user, useCases } = givenLoginPage(async () => ({ ok: true, value: dealer }));
    await screen.findByRole('textbox', { name: 'Username' });

    await user.tab();
    await user.keyboard('dealer.surabaya');
    await user.tab();
    await user.keyboard('Pedal2024');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));
    await user.keyboard(' ');

    expect(useCases.signIn).toHaveBeenCalledOnce();
  });

  it('says so when the username or password is wrong', async () => {
    const { user } = givenLoginPage(async () => ({ ok: false, error: { kind: 'login_failed' } }));
    await screen.findByRole('textbox', { name: 'Username' });

    await user.tab();
    await user.keyboard('dealer.surabaya');
    await user.tab();
    await user.keyboard('wrong{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Login failed, username or password is incorrect');
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('dealer.surabaya');
  });

  it('marks each missing field as required', async () => {
    const { user } = givenLoginPage(async () => ({
      ok: false,
      error: { kind: 'invalid', fields: { username: { key: 'required' }, password: { key: 'required' } } },
    }));
    const username = await screen.findByRole('textbox', { name: 'Username' });

    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
  });

  it('tells how long to wait after too many attempts', async () => {
    const { user } = givenLoginPage(async () => ({ ok: false, error: { kind: 'too_many_attempts', retryAfterSeconds: 30 } }));
    await screen.findByRole('textbox', { name: 'Username' });

    await user.tab();
    await user.keyboard('dealer.surabaya{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Too many login attempts, please try again in 30 seconds');
  });

  it('keeps the button busy while the sign-in is under way', async () => {
    const { user } = givenLoginPage(() => new Promise(() => undefined));
    await screen.findByRole('textbox', { name: 'Username' });

    await user.tab();
    await user.keyboard('dealer.surabaya{Enter}');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' }).getAttribute('aria-disabled')).toBe('true'));
  });

  it('shows the generic failure pop-up when the sign-in breaks unexpectedly', async () => {
    const { user } = givenLoginPage(async () => {
      throw new Error('login answered 502');
    });
    await screen.findByRole('textbox', { name: 'Username' });

    await user.tab();
    await user.keyboard('dealer.surabaya{Enter}');

    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong, please try again' })).toBeTruthy();
  });
});
