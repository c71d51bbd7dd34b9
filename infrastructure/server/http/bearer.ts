import type { Principal } from '../../../application/service/auth/ports';
import type { ServerServices } from '../server-services';

/** The principal behind an `Authorization: Bearer` header, or undefined when it is missing, forged, expired or revoked. */
export async function principalFromAuthorization(services: ServerServices, header: string | undefined): Promise<Principal | undefined> {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ? principalOfToken(services, match[1]) : undefined;
}

/** The principal an access token speaks for, or undefined when it is forged, expired or revoked. */
export async function principalOfToken(services: ServerServices, token: string): Promise<Principal | undefined> {
  const claims = await services.accessTokens.verify(token);
  return claims ? services.principals.load(claims) : undefined;
}
