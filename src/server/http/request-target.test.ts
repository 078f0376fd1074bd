import { describe, expect, it } from 'vitest';
import { normaliseRequestTarget } from './request-target';

describe('normaliseRequestTarget', () => {
  it.each([
    ['/%67estion/agentes', '/gestion/agentes'],
    ['/%47ESTION/agentes', '/GESTION/agentes'],
    ['/x/../gestion/agentes', '/gestion/agentes'],
    ['/x/%2e%2e/gestion/agentes', '/gestion/agentes'],
    ['/x/%2E%2E/gestion', '/gestion'],
    ['//gestion//agentes', '/gestion/agentes'],
    ['/x\\..\\gestion', '/gestion'],
    ['http://example.com/gestion/agentes?x=1', '/gestion/agentes?x=1'],
    ['https://evil:8080/%67estion', '/gestion'],
    ['/detalleservicio?id=1&a=%67', '/detalleservicio?id=1&a=%67'],
    ['/a%2fb', '/a%2Fb'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/', '/'],
    ['*', '/'],
    ['http://[bad', '/'],
  ])('%s → %s', (target, expected) => {
    expect(normaliseRequestTarget(target)).toBe(expected);
  });
});
