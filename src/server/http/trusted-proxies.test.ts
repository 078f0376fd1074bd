import { describe, expect, it } from 'vitest';
import { trustedProxies } from './trusted-proxies';

describe('trustedProxies', () => {
  it('knows addresses, ranges and keywords, IPv4 mapped in IPv6 too', () => {
    const trusted = trustedProxies(['10.0.0.0/8', '192.0.2.7', 'loopback', '2001:db8::/32']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('192.0.2.7')).toBe(true);
    expect(trusted('192.0.2.8')).toBe(false);
    expect(trusted('127.0.0.5')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('2001:db8::1')).toBe(true);
    expect(trusted('203.0.113.1')).toBe(false);
    expect(trusted('')).toBe(false);
  });

  it('trusts nobody without TRUST_PROXY', () => {
    expect(trustedProxies([])('127.0.0.1')).toBe(false);
  });
});
