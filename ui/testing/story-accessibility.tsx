import { composeStories, type Meta } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

export type StoryModules = Record<string, { default: Meta } & Record<string, unknown>>;

// jsdom lays nothing out, so it cannot compute colour contrast: the end-to-end suite checks that in Chromium.
const AXE_OPTIONS: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

function describeViolations(violations: axe.Result[]) {
  return violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Renders every story of the modules and runs axe on it; each shard of stories is one test file, so the shards run side by side. */
export function describeStoriesAccessible(shard: string, storyModules: StoryModules) {
  const stories = Object.entries(storyModules).flatMap(([file, module]) =>
    Object.entries(composeStories(module, preview)).map(([name, Story]) => ({ title: `${file} ${name}`, Story: Story as ComponentType })),
  );

  describe(`every story of ${shard} is accessible`, () => {
    it('finds the stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    for (const { title, Story } of stories) {
      it(title, async () => {
        render(<Story />);
        // Let effects that load data settle, and code that loads on first use arrive, so the page is checked as a
        // person would find it.
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        for (let wait = 0; wait < 50 && document.querySelector('.page-loading'); wait += 1) {
          await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
        }

        const results = await axe.run(document.body, AXE_OPTIONS);

        expect(describeViolations(results.violations)).toEqual([]);
      });
    }
  });
}
