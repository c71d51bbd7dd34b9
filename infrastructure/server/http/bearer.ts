import type { Principal } from '../../../application/service/auth/ports';
import type { ServerServices } from '../server-services';

/** The principal behind an `Authorization: Bearer` header, or undefined when it is missing, forged, expired or revoked. */
export async function principalFromAuthorization(services: ServerServices, header: string | undefined): Promise<Principal | undefined> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) return undefined;
  const claims = await services.accessTokens.verify(match[1]);
  return claims ? services.principals.load(claims) : undefined;
}
