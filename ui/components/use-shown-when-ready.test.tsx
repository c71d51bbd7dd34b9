import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownWhenReady } from './use-shown-when-ready';

/** Records what every render of the hook answered, so a test sees the render in which a tree would have mounted. */
function renderRecording(ready: boolean) {
  const answers: boolean[] = [];
  function Probe({ ready }: { ready: boolean }) {
    answers.push(useShownWhenReady(ready));
    return null;
  }
  const view = render(<Probe ready={ready} />);
  return { answers, rerender: (next: boolean) => act(() => view.rerender(<Probe ready={next} />)) };
}

describe('useShownWhenReady', () => {
  it('keeps a tree out of the update that made it ready and lets a later render show it', () => {
    const probe = renderRecording(false);
    probe.answers.length = 0;

    probe.rerender(true);

    expect(probe.answers[0]).toBe(false);
    expect(probe.answers.at(-1)).toBe(true);
  });

  it('hides a tree in the very update that makes it wait again', () => {
    const probe = renderRecording(false);
    probe.rerender(true);
    probe.answers.length = 0;

    probe.rerender(false);

    expect(probe.answers).not.toContain(true);
    expect(probe.answers.at(-1)).toBe(false);
  });

  it('shows a tree that is ready when it mounts, such as one from the cache, without a loading state first', () => {
    const probe = renderRecording(true);

    expect(probe.answers).toEqual([true]);
  });
});
