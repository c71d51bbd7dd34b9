import { describe, expect, it } from 'vitest';
import type { RequestActivity } from '../../application/portal/shell/request-progress';
import { jsonResponse, scriptedFetch } from './testing/fetch.scripted';
import { trackRequests } from './request-tracking-fetch';

function recordingActivity() {
  const events: string[] = [];
  const activity: RequestActivity = {
    started: () => events.push('started'),
    finished: ({ failed }) => events.push(failed ? 'failed' : 'finished'),
  };
  return { events, activity };
}

describe('trackRequests', () => {
  it('reports each request, and an answer other than 2xx as failed', async () => {
    const { events, activity } = recordingActivity();
    const fetch = trackRequests(scriptedFetch(jsonResponse(200), jsonResponse(404)).fetch, activity);

    await fetch('/a');
    await fetch('/b');

    expect(events).toEqual(['started', 'finished', 'started', 'failed']);
  });

  it('reports a request without an answer as failed and a cancelled one as not', async () => {
    const { events, activity } = recordingActivity();
    const fetch = trackRequests(scriptedFetch(new TypeError('Failed to fetch'), new DOMException('aborted', 'AbortError')).fetch, activity);

    await expect(fetch('/a')).rejects.toThrow('Failed to fetch');
    await expect(fetch('/b')).rejects.toMatchObject({ name: 'AbortError' });

    expect(events).toEqual(['started', 'failed', 'started', 'finished']);
  });
});
