import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no CSS namespace, and react-aria escapes selectors with CSS.escape when an overlay opens.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) },
  });
}

// jsdom has no ResizeObserver, and lays nothing out that one could report: the sales charts measure their box with one.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Vitest runs without globals, so Testing Library cannot register its own clean-up between tests.
afterEach(() => {
  cleanup();
});

// Pages behind a route load their code on first use; on a busy machine that first import can outlast the default
// second, so a wait for what a page shows allows a few.
configure({ asyncUtilTimeout: 4000 });
