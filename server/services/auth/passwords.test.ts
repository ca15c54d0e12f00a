import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, isWeakPassword, scryptCost, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const a = await hashPassword('Tajné heslo 1');
    const b = await hashPassword('Tajné heslo 1');
    expect(a).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Tajné');
    expect(await verifyPassword('Tajné heslo 1', a)).toBe(true);
    expect(await verifyPassword('Tajné heslo 2', a)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('uses the full cost everywhere but under the test runner', () => {
    expect(scryptCost({ NODE_ENV: 'production' })).toBe(16384);
    expect(scryptCost({})).toBe(16384);
    expect(scryptCost({ NODE_ENV: 'test' })).toBe(1024);
  });

  it('verifies a hash made with another cost (the cost is stored in the hash)', async () => {
    const salt = Buffer.from('soľ-soľ-soľ-soľ');
    const key = scryptSync('Heslo na produkcii 1', salt, 64, {
      N: 16384,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const full = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Heslo na produkcii 1', full)).toBe(true);
    expect(await verifyPassword('Heslo na produkcii 2', full)).toBe(false);
  });

  it('calls a password weak when short or made of letters only or digits only', () => {
    expect(isWeakPassword('Ab1')).toBe(true);
    expect(isWeakPassword('abcdefgh')).toBe(true);
    expect(isWeakPassword('12345678')).toBe(true);
    expect(isWeakPassword('abcd1234')).toBe(false);
    expect(isWeakPassword('Žltý kôň')).toBe(false);
  });
});
