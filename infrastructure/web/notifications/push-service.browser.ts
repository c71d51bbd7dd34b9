import type { NotificationPermissionState, PushService, PushSubscriptionJson } from '../../../application/portal/notifications/ports';

/** The service worker that receives push messages and shows them; public/push-service-worker.js. */
export const PUSH_SERVICE_WORKER_URL = '/push-service-worker.js';

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What the browser adapter needs of the window, passed in so tests can hand over fakes. */
export interface PushEnvironment {
  serviceWorker: ServiceWorkerContainer | undefined;
  Notification: typeof Notification | undefined;
  pushSupported: boolean;
  secureContext: boolean;
}

export function browserPushEnvironment(window: Window): PushEnvironment {
  return {
    serviceWorker: 'serviceWorker' in window.navigator ? window.navigator.serviceWorker : undefined,
    Notification: (window as Window & { Notification?: typeof Notification }).Notification,
    pushSupported: 'PushManager' in window,
    secureContext: window.isSecureContext,
  };
}

/** The PushService over the Notifications API, a service worker and its PushManager. */
export class PushServiceBrowser implements PushService {
  private registration: Promise<ServiceWorkerRegistration> | null = null;

  constructor(private readonly environment: PushEnvironment) {}

  supported(): boolean {
    const { serviceWorker, Notification, pushSupported, secureContext } = this.environment;
    return Boolean(serviceWorker && Notification && pushSupported && secureContext);
  }

  permission(): NotificationPermissionState {
    return this.environment.Notification?.permission ?? 'denied';
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    const Notification = this.environment.Notification;
    return Notification ? Notification.requestPermission() : 'denied';
  }

  async subscribe(vapidPublicKey: string): Promise<PushSubscriptionJson> {
    const registration = await this.ready();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(vapidPublicKey) }));
    const json = subscription.toJSON();
    return {
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    };
  }

  async showNotification(title: string, body: string): Promise<void> {
    const registration = await this.ready();
    await registration.showNotification(title, { body });
  }

  private ready(): Promise<ServiceWorkerRegistration> {
    const serviceWorker = this.environment.serviceWorker;
    if (!serviceWorker) return Promise.reject(new Error('service workers are not supported'));
    this.registration ??= serviceWorker.register(PUSH_SERVICE_WORKER_URL).then(() => serviceWorker.ready);
    return this.registration;
  }
}
