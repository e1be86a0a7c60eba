import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from '../../src/auth/password';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('灵犀-secret-1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('灵犀-secret-1', stored)).toBe(true);
    expect(await verifyPassword('灵犀-secret-2', stored)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('generates 16-character passwords', () => {
    expect(generatePassword()).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
