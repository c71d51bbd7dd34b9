import { describe, expect, it } from 'vitest';
import { StorageInMemory } from '../storage.in-memory';
import { TOKENS_STORAGE_KEY, TokenStoreLocalStorage } from './token-storage';

const tokens = { requestToken: 'access-1', refreshToken: 'refresh-1' };

describe('token store over localStorage', () => {
  it('reads back what it wrote', () => {
    const store = new TokenStoreLocalStorage(new StorageInMemory());

    store.write(tokens);

    expect(store.read()).toEqual(tokens);
  });

  it('shares the tokens with every store over the same storage, as tabs do', () => {
    const storage = new StorageInMemory();
    new TokenStoreLocalStorage(storage).write(tokens);

    expect(new TokenStoreLocalStorage(storage).read()).toEqual(tokens);
  });

  it('forgets the tokens on clear', () => {
    const store = new TokenStoreLocalStorage(new StorageInMemory());
    store.write(tokens);

    store.clear();

    expect(store.read()).toBeNull();
  });

  it.each(['not json', '{"requestToken":"only-one"}', 'null'])('reads %j as no session', (stored) => {
    const storage = new StorageInMemory();
    storage.setItem(TOKENS_STORAGE_KEY, stored);

    expect(new TokenStoreLocalStorage(storage).read()).toBeNull();
  });
});
