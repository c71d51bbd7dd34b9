/**
 * Has the browser build its list of date-format locales while the portal's code still downloads. The first call that
 * needs that list costs a phone tens of milliseconds, and react-aria makes it while its code is evaluated, in the long
 * task that starts the portal. The portal page carries this script first thing (infrastructure/server/http/portal-page.ts):
 * made while the page is read, the call fills time the page spends waiting on the network. Should the portal's code run first, it has
 * paid that cost already and this call costs nothing.
 */
Intl.DateTimeFormat.supportedLocalesOf(['en-US']);
