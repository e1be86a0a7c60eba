import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, trustProxyOf } from '../../src/config/env';

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

  it('asks for the whole S3 configuration when part of it is given', () => {
    expect(() => loadEnv({ S3_BUCKET: 'lingxi' })).toThrow(
      /S3_ENDPOINT: is required[\s\S]*S3_ACCESS_KEY_ID: is required[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    const env = loadEnv({ S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'lingxi', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(env).toMatchObject({ S3_BUCKET: 'lingxi', S3_REGION: 'us-east-1' });
  });

  it('refuses a bad S3 endpoint, bucket or public URL without printing the secret key', () => {
    const base = { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'lingxi', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'topsecret' };
    expect(() => loadEnv({ ...base, S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT="ftp:\/\/files"/);
    expect(() => loadEnv({ ...base, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadEnv({ ...base, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL/);
    let message = '';
    try {
      loadEnv({ ...base, S3_SECRET_ACCESS_KEY: '', S3_BUCKET: 'x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain('topsecret');
  });

  it('reads TRUST_PROXY as off, on, or a list of proxy addresses', () => {
    expect(trustProxyOf(loadEnv({}).TRUST_PROXY)).toBe(false);
    expect(trustProxyOf(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY)).toBe(true);
    expect(trustProxyOf(loadEnv({ TRUST_PROXY: '10.0.0.1,192.168.0.0/16' }).TRUST_PROXY)).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
