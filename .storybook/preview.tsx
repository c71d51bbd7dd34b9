import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { inMemoryPortalPorts } from '../application/portal/testing/portal-ports.in-memory';
import { createPortalUseCases, type PortalPorts, type PortalUseCases } from '../application/portal/portal-use-cases';
import { FALLBACK_LOCALE } from '../domain/locales/locales';
import enUs from '../locales/en-us.json';
import { PortalLocaleContext } from '../ui/i18n/portal-locale';
import { reportIntlError } from '../ui/i18n/report-intl-error';
import { AriaRouterBridge } from '../ui/shell/AriaRouterBridge';
import { createPortalStore, type RootState } from '../ui/store/store';
import '../ui/styles.css';

/**
 * Story parameters the decorators read: the store's starting state, the in-memory ports to swap (what the
 * service answers the story's reads), use-cases to swap, and the route shown.
 */
export interface PortalStoryParameters {
  store?: Partial<RootState>;
  ports?: Partial<PortalPorts>;
  useCases?: Partial<PortalUseCases>;
  route?: string;
}

function storyUseCases(parameters: PortalStoryParameters): PortalUseCases {
  return { ...createPortalUseCases(inMemoryPortalPorts(parameters.ports)), ...parameters.useCases };
}

/** One store per story, kept across re-renders so what a story's interactions dispatch stays on show. */
function StoryStore({ parameters, children }: { parameters: PortalStoryParameters; children: ReactNode }) {
  const [store] = useState(() => createPortalStore(storyUseCases(parameters), parameters.store));
  return <Provider store={store}>{children}</Provider>;
}

const withStore: Decorator = (Story, { parameters }) => (
  <StoryStore parameters={parameters as PortalStoryParameters}>
    <Story />
  </StoryStore>
);

const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters as PortalStoryParameters).route ?? `/${FALLBACK_LOCALE}`]}>
    <AriaRouterBridge>
      <Story />
    </AriaRouterBridge>
  </MemoryRouter>
);

const withIntl: Decorator = (Story) => (
  <IntlProvider locale={FALLBACK_LOCALE} messages={enUs} onError={reportIntlError}>
    <PortalLocaleContext value={FALLBACK_LOCALE}>
      <Story />
    </PortalLocaleContext>
  </IntlProvider>
);

const preview: Preview = {
  decorators: [withStore, withRouter, withIntl],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
};

export default preview;
