import { describe, expect, it } from 'vitest';
import { shownErrorCount } from './error-text';

describe('the request form’s error count', () => {
  it('counts an empty expiry once per select, not a third time for the date they make', () => {
    const empty = {
      'tarjeta.ExpirationMonth': ['validation.required'],
      'tarjeta.ExpirationYear': ['validation.required'],
      'tarjeta.ExpirationDate': ['validation.expiryFormat'],
      'solicitante.nombre': ['validation.required'],
      'solicitante.email': [],
    };
    expect(shownErrorCount(empty)).toBe(3);
  });

  it('counts the date itself when its month and year are fine (a card already expired)', () => {
    expect(shownErrorCount({ 'tarjeta.ExpirationDate': ['validation.expiryPast'] })).toBe(1);
  });
});
