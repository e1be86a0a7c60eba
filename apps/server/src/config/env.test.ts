import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('fills defaults and converts numbers', () => {
    const env = loadEnv({ PORT: '9000' });
    expect(env).toMatchObject({ PORT: 9000, HOST: '0.0.0.0', DATA_DIR: './.data', LOG_LEVEL: 'info', ADMIN_USERNAME: 'admin' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the bad key and value', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('never prints a secret value', () => {
    let message = '';
    try {
      loadEnv({ DATABASE_URL: 'mysql://user:hunter2@db/x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hunter2');
  });
});
