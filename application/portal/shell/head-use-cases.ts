import { createFindWebManifest, type FindWebManifest } from '../manifest/find-web-manifest';
import type { ManifestGateway } from '../manifest/ports';
import type { PushGateway, PushService } from '../notifications/ports';
import { createSubscribeToPush, type SubscribeToPush } from '../notifications/subscribe-to-push';

/** The ports of the page head's use-cases, which every page runs: push and the web manifest. */
export interface HeadPorts {
  push: PushService;
  pushGateway: PushGateway;
  manifests: ManifestGateway;
}

export interface HeadUseCases {
  subscribeToPush: SubscribeToPush;
  findWebManifest: FindWebManifest;
}

export function createHeadUseCases(ports: HeadPorts): HeadUseCases {
  return {
    subscribeToPush: createSubscribeToPush({ push: ports.push, gateway: ports.pushGateway }),
    findWebManifest: createFindWebManifest({ gateway: ports.manifests }),
  };
}
