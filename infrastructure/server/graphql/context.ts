import type { Principal } from '../../../application/service/auth/ports';
import type { ServerServices } from '../container';

export interface GraphQLContext {
  services: ServerServices;
  /** Present on /graphql (signed in); absent on /public/graphql. */
  principal: Principal | undefined;
  host: string;
  requestId: string;
  /** Puts a new refresh token into the answer's cookie (signed-in endpoint only); it never travels in the body. */
  handOverRefreshToken?: (refreshToken: string) => void;
}
