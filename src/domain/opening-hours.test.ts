import { describe, expect, it } from 'vitest';
import { hoursForText } from './opening-hours';

describe('opening hours', () => {
  it('splits weekday and Saturday ranges for the translated sentences', () => {
    expect(hoursForText({ weekdays: '10:00-22:00', saturday: '10:00-18:00' })).toEqual({
      from: '10:00',
      to: '22:00',
      satFrom: '10:00',
      satTo: '18:00',
    });
  });
});
