import type { RequestActivity } from '../../application/portal/shell/request-progress';

/**
 * A fetch that tells the request activity when each request starts and ends, and whether it failed: an answer
 * other than 2xx, or no answer at all. A request the caller cancelled did not fail.
 */
export function trackRequests(fetch: typeof globalThis.fetch, activity: RequestActivity): typeof globalThis.fetch {
  return async (input, init) => {
    activity.started();
    let failed = true;
    try {
      const response = await fetch(input, init);
      failed = !response.ok;
      return response;
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') failed = false;
      throw error;
    } finally {
      activity.finished({ failed });
    }
  };
}
