import { describe, expect, it } from 'vitest';
import { jsonResponse } from './testing/fetch.scripted';
import { nextTaskByMessage, oneRequestStartPerTask, type NextTask } from './task-per-request-fetch';

/** Tasks the test runs by hand: each `nextTask()` waits until the test ends the current task. */
function handRunTasks() {
  const pending: Array<() => void> = [];
  const nextTask: NextTask = () => new Promise((resolve) => pending.push(resolve));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    nextTask,
    async endTask() {
      const due = pending.splice(0);
      for (const resolve of due) resolve();
      await settle();
    },
    settle,
  };
}

function recordingFetch() {
  const started: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    started.push(String(input));
    if (String(input) === '/broken') throw new TypeError('Failed to fetch');
    return jsonResponse(200, { path: String(input) });
  };
  return { started, fetch };
}

describe('oneRequestStartPerTask', () => {
  it('starts requests asked for in one task one per task, in the order asked', async () => {
    const tasks = handRunTasks();
    const { started, fetch } = recordingFetch();
    const spaced = oneRequestStartPerTask(fetch, tasks.nextTask);

    const answers = ['/a', '/b', '/c'].map((path) => spaced(path));
    await tasks.settle();
    expect(started).toEqual(['/a']);

    await tasks.endTask();
    expect(started).toEqual(['/a', '/b']);

    await tasks.endTask();
    expect(started).toEqual(['/a', '/b', '/c']);
    expect(await Promise.all(answers.map(async (answer) => (await answer).json()))).toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c' }]);
  });

  it('starts a request asked for alone at once, also once the earlier ones have all started', async () => {
    const tasks = handRunTasks();
    const { started, fetch } = recordingFetch();
    const spaced = oneRequestStartPerTask(fetch, tasks.nextTask);

    void spaced('/a');
    void spaced('/b');
    await tasks.endTask();
    await tasks.endTask();
    expect(started).toEqual(['/a', '/b']);

    void spaced('/c');
    await Promise.resolve();
    expect(started).toEqual(['/a', '/b', '/c']);
  });

  it('hands each caller its own failure and still starts the requests after it', async () => {
    const tasks = handRunTasks();
    const { started, fetch } = recordingFetch();
    const spaced = oneRequestStartPerTask(fetch, tasks.nextTask);

    const broken = spaced('/broken');
    const after = spaced('/after');
    await expect(broken).rejects.toThrow('Failed to fetch');
    await tasks.endTask();

    expect(await (await after).json()).toEqual({ path: '/after' });
    expect(started).toEqual(['/broken', '/after']);
  });
});

describe('nextTaskByMessage', () => {
  it('resolves in a later task, after the work already queued as microtasks', async () => {
    const order: string[] = [];
    const later = nextTaskByMessage().then(() => order.push('next task'));
    let chain = Promise.resolve();
    for (let step = 0; step < 50; step += 1) chain = chain.then(() => undefined);
    await chain.then(() => order.push('microtasks'));
    await later;

    expect(order).toEqual(['microtasks', 'next task']);
  });
});
