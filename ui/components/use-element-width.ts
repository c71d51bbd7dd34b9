import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width of an element's content box in CSS pixels, kept up to date as it resizes; null until it is measured and
 * where the browser cannot observe sizes (jsdom in tests). Attach the returned callback as the element's ref.
 */
export function useElementWidth<E extends Element>(): [(element: E | null) => void, number | null] {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries.at(-1)?.contentRect.width;
      // Observations arrive after layout and before paint; rendering at once means a layout fitted to the new width is
      // what gets painted, with no frame of the old one (no flash, no layout shift).
      if (measured !== undefined) flushSync(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [setElement, width];
}
