import type { NotificationPermissionState, PushGateway, PushService, PushSubscriptionJson } from '../ports';

export const EXAMPLE_SUBSCRIPTION: PushSubscriptionJson = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPexample', auth: 'authexample' },
};

/** A browser whose permission answer is scripted, recording what it was asked to do. */
export class PushServiceInMemory implements PushService {
  readonly shown: { title: string; body: string }[] = [];
  readonly subscribedWith: string[] = [];
  asked = 0;

  constructor(
    private current: NotificationPermissionState = 'granted',
    private readonly answerWhenAsked: NotificationPermissionState = 'granted',
    private readonly isSupported = true,
  ) {}

  supported(): boolean {
    return this.isSupported;
  }

  permission(): NotificationPermissionState {
    return this.current;
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    this.asked += 1;
    this.current = this.answerWhenAsked;
    return this.current;
  }

  async subscribe(vapidPublicKey: string): Promise<PushSubscriptionJson> {
    this.subscribedWith.push(vapidPublicKey);
    return EXAMPLE_SUBSCRIPTION;
  }

  async showNotification(title: string, body: string): Promise<void> {
    this.shown.push({ title, body });
  }
}

export class PushGatewayInMemory implements PushGateway {
  readonly saved: PushSubscriptionJson[] = [];

  constructor(private readonly failure?: Error) {}

  async vapidPublicKey(): Promise<string> {
    return 'vapid-public-key';
  }

  async saveSubscription(subscription: PushSubscriptionJson): Promise<void> {
    if (this.failure) throw this.failure;
    this.saved.push(subscription);
  }
}
