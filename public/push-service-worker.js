/* global self, clients, URL */
/**
 * The dealer portal's push service worker: shows each push message the service sends as a notification
 * ({ title, body, url }) and opens the portal page it names when the notification is clicked.
 */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readMessage(data) {
  if (!data) return {};
  try {
    const message = data.json();
    return message && typeof message === 'object' ? message : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === 'string' && message.title !== '' ? message.title : self.registration.scope;
  const body = typeof message.body === 'string' ? message.body : '';
  const url = typeof message.url === 'string' ? message.url : '/';
  event.waitUntil(self.registration.showNotification(title, { body, data: { url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const requested = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/', self.location.origin);
  // Only pages of the portal itself open from a notification.
  const target = requested.origin === self.location.origin ? requested.href : self.location.origin + '/';
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === target && 'focus' in client) return client.focus();
      }
      return clients.openWindow(target);
    }),
  );
});
