import { describe, expect, it, vi } from 'vitest';
import { TokenStoreInMemory } from '../../application/portal/session/testing/token-store.in-memory';
import { ApiClient, SessionEndedError, type ApiRequest } from './api-client';
import { jsonResponse as status, scriptedFetch, type ScriptedAnswer } from './testing/fetch.scripted';

const token = 'access-1';
const getUser: ApiRequest = { method: 'GET', path: '/user', authorization: 'bearer' };
const maintenance = status(500, { status: 'maintenance', message: 'The portal is being upgraded until 03:00 WIB.' });

function given(stored: string | null, ...answers: ScriptedAnswer[]) {
  const store = new TokenStoreInMemory(stored);
  const client = new ApiClient({ baseUrl: '', fetch: scriptedFetch(...answers).fetch, tokens: store });
  const sessionEnded = vi.fn();
  const maintenanceStarted = vi.fn();
  client.onSessionEnded(sessionEnded);
  client.onMaintenance(maintenanceStarted);
  return { client, store, sessionEnded, maintenanceStarted };
}

describe('api client, maintenance (spec 000 §8)', () => {
  it('given a signed-in session, when the service answers 500 maintenance, then it logs out and tells the text', async () => {
    const { client, store, sessionEnded, maintenanceStarted } = given(token, maintenance);

    await expect(client.request(getUser)).rejects.toBeInstanceOf(SessionEndedError);

    expect(store.read()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(maintenanceStarted).toHaveBeenCalledWith('The portal is being upgraded until 03:00 WIB.');
  });

  it('applies to calls made without the bearer token too, such as the server status', async () => {
    const { client, maintenanceStarted } = given(token, status(500, { status: 'maintenance' }));

    await expect(client.request({ method: 'GET', path: '/server/status?host=x', authorization: { basic: 'Basic x' } })).rejects.toBeInstanceOf(
      SessionEndedError,
    );

    expect(maintenanceStarted).toHaveBeenCalledWith(null);
  });

  it('given nobody is signed in, then the answer goes back to the caller', async () => {
    const { client, maintenanceStarted, sessionEnded } = given(null, maintenance);

    const response = await client.request({ method: 'POST', path: '/login', body: {}, authorization: 'none' });

    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 'maintenance' });
    expect(maintenanceStarted).not.toHaveBeenCalled();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('leaves other 500 answers to the caller, with their body unread', async () => {
    const { client, store, maintenanceStarted } = given(token, status(500, { error: 'something_wrong' }));

    const response = await client.request(getUser);

    expect(await response.json()).toEqual({ error: 'something_wrong' });
    expect(store.read()).toBe(token);
    expect(maintenanceStarted).not.toHaveBeenCalled();
  });
});
