import type { Scope } from '../access/scopes';

/** Role names the portal treats specially: sales users act for a picked customer; Product and guest see no cart quantities. */
export const SALES_ROLES = ['salesman', 'sales.group'] as const;
export const NO_CART_QUANTITY_ROLES = ['Product', 'guest'] as const;

/** The limitation that lets a user open the download area without picking a customer. */
export const AUDIT_LIMITATION = 'audit';

export interface CustomerCode {
  r3: string;
  isr: string | null;
  unified: string | null;
}

/** The signed-in user as GET /user answers it. */
export interface SessionUser {
  id: string;
  username: string;
  name: string;
  email: string | null;
  scopes: Scope[];
  roles: string[];
  groupRole: string | null;
  hasCustCode: boolean;
  limitation: string | null;
  language: { id: string; description: string };
  /** The customer the session acts for (the token's salesActiveCustCode), if any. */
  salesActiveCustCode: string | null;
}

/** Tokens returned by sign-in, refresh and change of customer. */
export interface SessionTokens {
  requestToken: string;
  refreshToken: string;
}

export function isSalesUser(user: Pick<SessionUser, 'roles'>): boolean {
  return user.roles.some((role) => (SALES_ROLES as readonly string[]).includes(role));
}
