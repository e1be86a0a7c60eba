import { describe, expect, it } from 'vitest';
import { ApiError, MalformedReplyError, isSuccessCode, replyError, unwrapEnvelope } from './envelope';

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

  it('keeps the HTTP status of the reply on the error', () => {
    expect(() => unwrapEnvelope({ code: 500, data: 'x', message: '失败', success: false }, 200)).toThrow(
      expect.objectContaining({ code: 500, data: 'x', status: 200 }),
    );
  });

  it('rejects a body that is not an envelope', () => {
    expect(() => unwrapEnvelope('<html>')).toThrow('Malformed reply');
    expect(() => unwrapEnvelope('<html>')).toThrow(MalformedReplyError);
  });

  it('names a failed reply by its envelope, or by its HTTP status when it has none', () => {
    expect(replyError({ code: 200, data: null, message: '', success: true }, 502)).toMatchObject({ code: 200, status: 502 });
    expect(replyError(undefined, 502)).toMatchObject({ name: 'MalformedReplyError', code: 502, status: 502 });
    expect(replyError(undefined, 502).message).toBe('Malformed reply (HTTP 502): expected a JSON envelope {code, data, message, success}');
  });
});
