/** Resolves in a later task of the page's event loop, after whatever else the browser has queued (input, rendering). */
export type NextTask = () => Promise<void>;

/** A task of its own through a message to the page itself: unlike a timer, it is not held back by nested-timer clamping. */
export const nextTaskByMessage: NextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * A fetch that starts at most one request per task: a request asked for in a task that has started one already
 * starts in a later task, in the order asked. Starting a request costs the page's thread a few milliseconds (on a
 * phone, more), and a page's first render asks for all its reads at once: started together they made one long task
 * in which the page could not answer a tap. A request asked for alone starts at once.
 */
export function oneRequestStartPerTask(fetch: typeof globalThis.fetch, nextTask: NextTask = nextTaskByMessage): typeof globalThis.fetch {
  const waiting: Array<() => void> = [];
  let taskTaken = false;
  const handOverNextTask = (): void => {
    void nextTask().then(() => {
      const next = waiting.shift();
      if (!next) {
        taskTaken = false;
        return;
      }
      next();
      handOverNextTask();
    });
  };
  return async (input, init) => {
    if (taskTaken) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      taskTaken = true;
      handOverNextTask();
    }
    return fetch(input, init);
  };
}
