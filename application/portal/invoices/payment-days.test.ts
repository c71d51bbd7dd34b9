import { describe, expect, it } from 'vitest';
import { exampleAveragePaymentDays } from './testing/invoices-gateway.in-memory';
import { latestYearFirst } from './payment-days';

describe('average payment days', () => {
  it('given three years, then the latest year comes first', () => {
    expect(latestYearFirst(exampleAveragePaymentDays())?.years.map((year) => year.year)).toEqual([2026, 2025, 2024]);
  });

  it('given no customer, then there is nothing to show', () => {
    expect(latestYearFirst(null)).toBeNull();
  });
});
