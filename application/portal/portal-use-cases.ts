import { createLoadActiveCustomer, type LoadActiveCustomer } from './session/load-active-customer';
import { createLoadHostConfig, type LoadHostConfig } from './session/load-host-config';
import { createLoadSession, type LoadSession } from './session/load-session';
import type { SessionGateway, TokenDecoder, TokenStore } from './session/ports';
import { createSignIn, type SignIn } from './session/sign-in';
import { createSignOut, type SignOut } from './session/sign-out';

/** The use-cases the portal's views reach through the store's thunks. */
export interface PortalUseCases {
  signIn: SignIn;
  signOut: SignOut;
  loadSession: LoadSession;
  loadHostConfig: LoadHostConfig;
  loadActiveCustomer: LoadActiveCustomer;
}

/** Builds every portal use-case over the ports the runtime provides. */
export function createPortalUseCases(ports: {
  gateway: SessionGateway;
  tokens: TokenStore;
  decoder: TokenDecoder;
}): PortalUseCases {
  return {
    signIn: createSignIn(ports),
    signOut: createSignOut(ports),
    loadSession: createLoadSession(ports),
    loadHostConfig: createLoadHostConfig(ports),
    loadActiveCustomer: createLoadActiveCustomer(ports),
  };
}
