import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from './routes';

/** Parameter values that never collide with a literal segment of the table. */
const parameterValue = fc.stringMatching(/^[0-9][a-z0-9-]{0,10}$/);

describe('route matching properties', () => {
  it('a path built from a pattern matches a route whose parameters give the same values back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), fc.array(parameterValue, { minLength: 3, maxLength: 3 }), (route, values) => {
        let next = 0;
        const filled: Record<string, string> = {};
        const path = route.path.replace(/:([a-z_]+)\??/g, (_, name: string) => {
          const value = values[next++]!;
          filled[name] = value;
          return value;
        });
        const match = matchRoute(path);
        expect(match?.route.name).toBe(route.name);
        expect(match?.params).toEqual(filled);
      }),
    );
  });

  it('a locale-free path with an unknown first segment never matches', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^zz[a-z]{1,8}$/), fc.array(parameterValue, { maxLength: 3 }), (first, rest) => {
        expect(matchRoute(`/${[first, ...rest].join('/')}`)).toBeUndefined();
      }),
    );
  });
});
