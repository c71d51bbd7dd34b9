import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no CSS namespace, and react-aria escapes selectors with CSS.escape when an overlay opens.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) },
  });
}

// Vitest runs without globals, so Testing Library cannot register its own clean-up between tests.
afterEach(() => {
  cleanup();
});
