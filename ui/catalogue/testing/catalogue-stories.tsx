import type { Decorator } from '@storybook/react-vite';
import { inPageLandmark } from '../../../.storybook/decorators';
import type { PortalStoryParameters } from '../../../.storybook/preview';
import type { PortalPorts, PortalUseCases } from '../../../application/portal/portal-use-cases';
import { EXAMPLE_ACTIVE_CUSTOMER } from '../../../application/portal/testing/portal-ports.in-memory';
import type { HostConfigSettings } from '../../../domain/config/host-config';
import { matchRoute } from '../../../domain/navigation/routes';
import type { SessionUser } from '../../../domain/session/session-user';
import { CurrentRouteContext } from '../../shell/current-route';
import { exampleHostConfig, exampleShellDealer } from '../../shell/testing/frame-examples';
import type { RootState } from '../../store/store';
import { signedInSession } from '../../testing/session-state';

/** Shows a story on a route of the table: the page reads its parameters from there (a story's own route wins). */
export function onRoute(path: string): Decorator {
  const match = matchRoute(path.split('?')[0]!);
  return (Story) => (
    <CurrentRouteContext value={match ?? null}>
      <Story />
    </CurrentRouteContext>
  );
}

/** A use-case answer that never comes, to show a page while it loads. */
export function pending<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/**
 * The story parameters of a catalogue or cart page: the example dealer acting for its customer on the Velocita host with the
 * merged catalogue menu, the address the page is on, and any ports (what the service answers), use-cases or state a
 * story swaps.
 */
export function catalogueStory(
  path: string,
  options: { user?: SessionUser; config?: HostConfigSettings; ports?: Partial<PortalPorts>; useCases?: Partial<PortalUseCases>; store?: Partial<RootState> } = {},
): { parameters: PortalStoryParameters; decorators: Decorator[] } {
  const user = options.user ?? exampleShellDealer();
  return {
    decorators: [onRoute(path)],
    parameters: {
      route: `/en-us${path}`,
      ports: options.ports,
      useCases: options.useCases,
      store: {
        session: signedInSession(user, user.salesActiveCustCode ? EXAMPLE_ACTIVE_CUSTOMER : null),
        config: { host: exampleHostConfig({ features: ['NEW_CUSTOMER_SELECTION_LIST', 'CART_COUNT_TOTAL_QTY', 'MERGE_MENU_CATALOG'], ...options.config }) },
        ...options.store,
      },
    },
  };
}

/** The meta of a catalogue or cart page's stories: {@link catalogueStory} inside the page's main landmark. */
export function catalogueMeta(path: string, options: Parameters<typeof catalogueStory>[1] = {}): ReturnType<typeof catalogueStory> {
  const story = catalogueStory(path, options);
  return { ...story, decorators: [...story.decorators, inPageLandmark] };
}
