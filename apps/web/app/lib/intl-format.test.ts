import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format.ts';

describe('the formatters', () => {
  it('are made once per locale and options, and differ where either does', () => {
    const time = dateTimeFormat('de', { hour: 'numeric', minute: '2-digit' });
    expect(dateTimeFormat('de', { hour: 'numeric', minute: '2-digit' })).toBe(time);
    expect(dateTimeFormat('fr', { hour: 'numeric', minute: '2-digit' })).not.toBe(time);
    expect(dateTimeFormat('de', { weekday: 'short' })).not.toBe(time);
    expect(numberFormat('de').format(1000)).toBe('1.000');
    expect(numberFormat('en').format(1000)).toBe('1,000');
  });
});
