import { describe, expect, it } from 'vitest';
import { drillInto, drillLevel, drillUpTo } from './drill-down';

describe('drill-down', () => {
  it('opens a category, then a model, and stops at the series', () => {
    const category = drillInto({}, 'E-BIKE');
    const model = drillInto(category, 'VTTE');
    expect(drillLevel(category)).toBe('model');
    expect(model).toEqual({ merchandiseCategory: 'E-BIKE', model: 'VTTE' });
    expect(drillLevel(model)).toBe('series');
    expect(drillInto(model, 'other')).toBe(model);
  });

  it('goes back to the category from the series', () => {
    expect(drillUpTo({ merchandiseCategory: 'E-BIKE', model: 'VTTE' }, 'model')).toEqual({ merchandiseCategory: 'E-BIKE' });
  });
});
