import type { Principal } from '../../../application/service/auth/ports';
import type { Locale } from '../../../domain/locales/locales';
import type { ServerServices } from '../server-services';

export interface GraphQLContext {
  services: ServerServices;
  /** Present on /graphql (signed in); absent on /public/graphql. */
  principal: Principal | undefined;
  host: string;
  /** The scheme, host and port the request came to, for links the service e-mails back to this portal. */
  origin?: string;
  /** The language the service writes in for this request's person (e-mails, spreadsheets): see http/request-locale. */
  locale: Locale;
  requestId: string;
  /** The caller's client address (the first X-Forwarded-For entry behind a trusted proxy); set on /public/graphql. */
  clientAddress?: string;
  /** Puts a new refresh token into the answer's cookie (signed-in endpoint only); it never travels in the body. */
  handOverRefreshToken?: (refreshToken: string) => void;
}
