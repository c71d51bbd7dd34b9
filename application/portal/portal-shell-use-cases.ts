import { createLoadActiveCustomer, type LoadActiveCustomer } from './session/load-active-customer';
import { createLoadHostConfig, type LoadHostConfig } from './session/load-host-config';
import { createLoadSession, type LoadSession } from './session/load-session';
import type { SessionGateway, TokenStore } from './session/ports';
import { createSignIn, type SignIn } from './session/sign-in';
import { createSignOut, type SignOut } from './session/sign-out';
import { createHeadUseCases, type HeadPorts, type HeadUseCases } from './shell/head-use-cases';

/**
 * The use-cases of the session and of the page head: what sign-in and every other page reach before the frame
 * and the areas have loaded.
 */
export interface PortalShellUseCases extends HeadUseCases {
  signIn: SignIn;
  signOut: SignOut;
  loadSession: LoadSession;
  loadHostConfig: LoadHostConfig;
  loadActiveCustomer: LoadActiveCustomer;
  /** The gateway ports themselves, for plain reads that carry no rule (the store's cached reads call them). */
  ports: PortalShellPorts;
}

/** The ports of the session's and the page head's use-cases. */
export interface PortalShellPorts extends HeadPorts {
  gateway: SessionGateway;
  tokens: TokenStore;
}

export function createPortalShellUseCases(ports: PortalShellPorts): PortalShellUseCases {
  return {
    signIn: createSignIn(ports),
    signOut: createSignOut(ports),
    loadSession: createLoadSession(ports),
    loadHostConfig: createLoadHostConfig(ports),
    loadActiveCustomer: createLoadActiveCustomer(ports),
    ...createHeadUseCases(ports),
    ports,
  };
}
