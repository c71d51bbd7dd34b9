import { render } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { LocalePreference } from '../../application/portal/locale/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import type { SessionUser } from '../../domain/session/session-user';
import { createPortalRoutes, discoverTableRoute } from '../routes';
import type { SessionSliceState } from '../session/session-slice';
import { createPortalStore, type RootState } from '../store/store';
import { fakeAfterSaleUseCases } from './fake-after-sale-use-cases';
import { fakeCartUseCases } from './fake-cart-use-cases';
import { fakeCatalogueUseCases } from './fake-catalogue-use-cases';
import { fakeShellUseCases } from './fake-shell-use-cases';
import { fakeClaimRecordsUseCases } from '../claims/testing/fake-claim-records-use-cases';
import { fakePdiUseCases } from '../pdi/testing/fake-pdi-use-cases';
import { fakeClaimFilingUseCases } from '../claims/form/testing/fake-claim-filing-use-cases';
import { fakeFramesUseCases } from '../retail-sales/testing/fake-frames-use-cases';
import { fakeVisitMapUseCases } from '../visit-forms/testing/fake-visit-map-use-cases';
import { fakeDownloadAreaUseCases } from '../download-area/testing/fake-download-area-use-cases';
import { fakeUploadAreaUseCases } from '../upload-area/testing/fake-upload-area-use-cases';
import { fakeAdministrationUseCases } from '../roles/testing/fake-administration-use-cases';
import { fakeProfileUseCases } from '../profile/testing/fake-profile-use-cases';
import { fakeThirdPartyUseCases } from './fake-third-party-use-cases';

/** Use-cases whose every call is a spy; by default nobody is signed in and nothing loads. */
export function fakeUseCases(overrides: Partial<PortalUseCases> = {}): PortalUseCases {
  return {
    signIn: vi.fn<PortalUseCases['signIn']>(async () => ({ ok: false, error: { kind: 'login_failed' } })),
    signOut: vi.fn<PortalUseCases['signOut']>(async () => undefined),
    loadSession: vi.fn<PortalUseCases['loadSession']>(async (loaded) => (loaded ? { kind: 'signed-in', user: loaded } : { kind: 'anonymous' })),
    loadHostConfig: vi.fn<PortalUseCases['loadHostConfig']>(async () => null),
    loadActiveCustomer: vi.fn<PortalUseCases['loadActiveCustomer']>(async () => null),
    countCustomers: vi.fn<PortalUseCases['countCustomers']>(async () => 0),
    startCustomerSearch: vi.fn<PortalUseCases['startCustomerSearch']>(() => ({
      states: NEVER,
      search: () => undefined,
      showPage: () => undefined,
      showPageSize: () => undefined,
    })),
    pickCustomer: vi.fn<PortalUseCases['pickCustomer']>(async () => ({ ok: false, error: 'failed_change_customer' })),
    changeLanguage: vi.fn<PortalUseCases['changeLanguage']>(async () => ({ kind: 'unchanged' })),
    loadMenuFacts: vi.fn<PortalUseCases['loadMenuFacts']>(async () => ({ visitFormKinds: [], catalogue: { bike: false, paa: false, groupset: false } })),
    uploadMarketingImages: vi.fn<PortalUseCases['uploadMarketingImages']>(async (_categoryId, files) => ({ total: files.length, done: 0, uploaded: [], refused: [], current: null })),
    ...fakeShellUseCases(),
    ...fakeCatalogueUseCases(),
    ...fakeCartUseCases(),
    ...fakeAfterSaleUseCases(),
    ...fakePdiUseCases(),
    ...fakeClaimRecordsUseCases(),
    ...fakeClaimFilingUseCases(),
    ...fakeFramesUseCases(),
    ...fakeVisitMapUseCases(),
    ...fakeDownloadAreaUseCases(),
    ...fakeUploadAreaUseCases(),
    ...fakeAdministrationUseCases(),
    ...fakeThirdPartyUseCases(),
    ...fakeProfileUseCases(),
    ports: inMemoryPortalPorts(),
    ...overrides,
  };
}

/** A locale preference that remembers in memory. */
export function memoryLocalePreference(remembered?: string): LocalePreference & { remember: ReturnType<typeof vi.fn> } {
  let current = remembered;
  return {
    remembered: () => current,
    remember: vi.fn((locale: string) => {
      current = locale;
    }),
  };
}

export function sessionOf(user: SessionUser | null): SessionSliceState {
  return {
    status: user ? 'signed-in' : 'anonymous',
    user,
    activeCustomer: null,
    signIn: { submitting: false, error: null },
    endedOnRefusedPage: false,
  };
}

/** Renders the whole portal at a path, over fake use-cases, the way main.tsx wires it in the browser. */
export function renderPortal(options: {
  path: string;
  user?: SessionUser | null;
  useCases?: PortalUseCases;
  localePreference?: LocalePreference;
  browserLanguages?: readonly string[];
  /** Further slices of the store's starting state, such as the host configuration. */
  state?: Partial<RootState>;
}) {
  const useCases = options.useCases ?? fakeUseCases();
  const reloadPage = vi.fn();
  const openPage = vi.fn();
  const store = createPortalStore(useCases, { session: sessionOf(options.user ?? null), ...options.state });
  const router = createMemoryRouter(
    createPortalRoutes({
      localePreference: options.localePreference ?? memoryLocalePreference(),
      browserLanguages: () => options.browserLanguages ?? ['en-US'],
      reloadPage,
      openPage,
    }),
    { initialEntries: [options.path], patchRoutesOnNavigation: discoverTableRoute },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, useCases, reloadPage, openPage };
}
