import { isAction, SHOULD_AUTOBATCH, type Middleware } from '@reduxjs/toolkit';

/**
 * Marks each action dispatched outside the handling of a browser event (an answer from the service, a timer) for
 * RTK's autoBatchEnhancer, which then tells the views of all such actions of a frame once, before the frame paints.
 * A page opening gets its answers one by one, often several within the same few milliseconds, and each told on its
 * own re-rendered the frame and the page again: on a phone that was most of the start-up's blocking time. An action
 * dispatched while an event is handled (a key, a press, a change of address) is told at once, as before, so that
 * what a person does shows in the very frame they did it.
 */
export function answersPerFrame(currentEvent: () => Event | undefined): Middleware {
  return () => (next) => (action) => {
    if (!isAction(action) || currentEvent() !== undefined) return next(action);
    const { meta } = action as { meta?: Record<string, unknown> };
    return next({ ...action, meta: { ...meta, [SHOULD_AUTOBATCH]: true } });
  };
}
