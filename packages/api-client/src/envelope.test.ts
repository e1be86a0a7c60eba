import { describe, expect, it } from 'vitest';
import { ApiError, isSuccessCode, unwrapEnvelope } from './envelope';

describe('envelope', () => {
  it('treats 200–299 as success and nothing else', () => {
    expect([199, 200, 250, 299, 300, 401].map(isSuccessCode)).toEqual([false, true, true, true, false, false]);
  });

  it('returns data of a successful reply', () => {
    expect(unwrapEnvelope({ code: 200, data: { score: 5 }, message: 'ok', success: true })).toEqual({ score: 5 });
  });

  it('throws the server message and code for a failed reply', () => {
    const fail = () => unwrapEnvelope({ code: 401, data: null, message: '请先登录后再进行使用！', success: false });
    expect(fail).toThrow(ApiError);
    expect(fail).toThrow('请先登录后再进行使用！');
  });

  it('rejects a body that is not an envelope', () => {
    expect(() => unwrapEnvelope('<html>')).toThrow('Malformed reply');
  });
});
