import type { Decorator } from '@storybook/react-vite';

/** Puts a component inside a main landmark, as every page of the portal does, so it is checked where it will live. */
export const inPageLandmark: Decorator = (Story) => (
  <main style={{ padding: '1rem' }}>
    <Story />
  </main>
);
