import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStoreLocalFolder } from './file-store.local-folder';

describe('FileStoreLocalFolder', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'file-store-test-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes a file into its folder and reads it back', async () => {
    const store = new FileStoreLocalFolder(root);
    await store.write('banners', 'promo.svg', new TextEncoder().encode('<svg/>'));
    expect(new TextDecoder().decode(await store.read('banners', 'promo.svg'))).toBe('<svg/>');
    expect(await store.exists('banners', 'promo.svg')).toBe(true);
    expect(await readdir(join(root, 'banners'))).toEqual(['promo.svg']);
  });

  it('answers nothing for a missing file', async () => {
    const store = new FileStoreLocalFolder(root);
    expect(await store.read('banners', 'missing.svg')).toBeUndefined();
    expect(await store.exists('banners', 'missing.svg')).toBe(false);
  });

  it.each([
    ['banners', '../secret.txt'],
    ['banners', '..'],
    ['..', 'secret.txt'],
    ['banners', 'a/b.svg'],
    ['banners', '.hidden'],
    ['banners/..', 'secret.txt'],
  ])('refuses to reach outside its root through %s / %s', async (folder, name) => {
    await writeFile(join(root, 'secret.txt'), 'secret');
    const store = new FileStoreLocalFolder(join(root, 'store'));
    await expect(store.read(folder, name)).rejects.toThrow(/unsafe/);
    await expect(store.write(folder, name, new Uint8Array([1]))).rejects.toThrow(/unsafe/);
  });
});
