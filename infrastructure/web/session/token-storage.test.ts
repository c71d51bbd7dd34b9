import { describe, expect, it } from 'vitest';
import { StorageInMemory } from '../storage.in-memory';
import { TokenDecoderJwt } from './access-token-decoder';
import { SESSION_HOLDER_STORAGE_KEY, TokenStoreInPage } from './token-storage';

function accessToken(claims: Record<string, unknown>): string {
  const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${segment({ alg: 'HS256' })}.${segment(claims)}.signature`;
}

const dealersToken = accessToken({ sub: 'u-dealer', salesActiveCustCode: '0001000123' });

function storeOver(storage = new StorageInMemory()) {
  return new TokenStoreInPage(storage, new TokenDecoderJwt());
}

describe('token store of a page', () => {
  it('reads back the token it keeps', () => {
    const store = storeOver();

    store.write(dealersToken);

    expect(store.read()).toBe(dealersToken);
  });

  it('never puts a token where another script could read it', () => {
    const storage = new StorageInMemory();

    storeOver(storage).write(dealersToken);

    const everything = Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index)!) ?? '').join(' ');
    expect(everything).not.toContain(dealersToken);
    expect(everything).not.toContain('signature');
  });

  it('tells the other tabs whose session the browser holds, and that it holds none after a clear', () => {
    const storage = new StorageInMemory();
    const thisTab = storeOver(storage);
    const otherTab = storeOver(storage);

    thisTab.write(dealersToken);
    expect(otherTab.read()).toBeNull();
    expect(otherTab.holder()).toEqual({ userId: 'u-dealer', salesActiveCustCode: '0001000123' });

    thisTab.clear();
    expect(thisTab.read()).toBeNull();
    expect(otherTab.holder()).toBeNull();
  });

  it.each(['not json', '{"salesActiveCustCode":"0001000123"}', 'null'])('reads the note %j as no session', (stored) => {
    const storage = new StorageInMemory();
    storage.setItem(SESSION_HOLDER_STORAGE_KEY, stored);

    expect(storeOver(storage).holder()).toBeNull();
  });
});
