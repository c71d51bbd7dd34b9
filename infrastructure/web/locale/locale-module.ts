import { ContainerModule } from 'inversify';
import type { LocalePreference } from '../../../application/portal/locale/ports';
import { LOCALE_TOKENS } from '../../../application/portal/locale/tokens';
import type { BrowserEnvironment } from '../browser-environment';
import { WEB_TOKENS } from '../web-tokens';
import { LocalePreferenceCookie } from './locale-cookie';

export const localeModule = new ContainerModule(({ bind }) => {
  bind<LocalePreference>(LOCALE_TOKENS.localePreference).toResolvedValue(
    (environment: BrowserEnvironment) => new LocalePreferenceCookie(environment.document, environment.framedByAnotherSite),
    [WEB_TOKENS.environment],
  );
});
