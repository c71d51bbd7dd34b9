import { describe, expect, it } from 'vitest';
import { contentScheduleErrors } from './content-schedule';

describe('contentScheduleErrors', () => {
  it('asks for both dates', () => {
    expect(contentScheduleErrors({ from: '', to: 'soon' }).map((error) => [error.field.join('.'), error.message])).toEqual([
      ['from', 'required_field'],
      ['to', 'required_field'],
    ]);
  });

  it('refuses an end before or at the start', () => {
    expect(contentScheduleErrors({ from: '2027-01-02T00:00:00Z', to: '2027-01-02T00:00:00Z' })[0]).toMatchObject({ field: ['to'], message: 'content_to_before_from' });
    expect(contentScheduleErrors({ from: '2027-01-01T00:00:00Z', to: '2027-02-01T00:00:00Z' })).toEqual([]);
  });
});
