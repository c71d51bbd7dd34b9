import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ManifestMappingEntry } from '../../../domain/shell/manifest-entry';
import { fakeUseCases, renderPortal } from '../../testing/render-portal';
import { exampleHostConfig } from '../testing/frame-examples';

const ENTRY: ManifestMappingEntry = {
  domains: ['localhost'],
  manifest: '/manifests/manifest-localhost.json',
  shortCutIcon: '/manifests/icon-localhost.svg',
  appleTouchIcon: '/manifests/apple-touch-icon-localhost.png',
};

function icons(): string[] {
  return [...document.head.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href') ?? '');
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('page head icon', () => {
  it('under WEB_MANIFEST shows no icon until the manifest answers, then its shortcut icon only', async () => {
    const answer = deferred<ManifestMappingEntry | null>();
    const findWebManifest = vi.fn(() => answer.promise);
    renderPortal({ path: '/en-us/login', state: { config: { host: exampleHostConfig({ features: ['WEB_MANIFEST'] }) } }, useCases: fakeUseCases({ findWebManifest }) });
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(findWebManifest).toHaveBeenCalledOnce());

    expect(icons()).toEqual([]);
    await act(async () => answer.resolve(ENTRY));

    expect(icons()).toEqual([ENTRY.shortCutIcon]);
  });

  it('under WEB_MANIFEST shows the logo when the mapping lists no manifest for the host', async () => {
    renderPortal({
      path: '/en-us/login',
      state: { config: { host: exampleHostConfig({ features: ['WEB_MANIFEST'] }) } },
      useCases: fakeUseCases({ findWebManifest: vi.fn(async () => null) }),
    });

    await waitFor(() => expect(icons()).toEqual(['/images/velocita-logo.svg']));
  });

  it('without WEB_MANIFEST shows the logo at once and asks for no manifest', async () => {
    const findWebManifest = vi.fn(async () => ENTRY);
    renderPortal({ path: '/en-us/login', state: { config: { host: exampleHostConfig() } }, useCases: fakeUseCases({ findWebManifest }) });
    await screen.findByRole('heading', { name: 'Sign in' });

    expect(icons()).toEqual(['/images/velocita-logo.svg']);
    expect(findWebManifest).not.toHaveBeenCalled();
  });
});
