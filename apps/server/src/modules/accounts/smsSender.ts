import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import { UpstreamUnavailableError } from '../../domain/errors.js';
import type { ConfigStore } from '../../domain/config/configStore.js';

/** Sends a verification code by text message. */
export interface SmsSender {
  readonly kind: 'aliyun' | 'sink' | 'log';
  sendCode(phone: string, code: string): Promise<void>;
}

/** A send the provider refused, with its code (Aliyun's `Code`, e.g. isv.AMOUNT_NOT_ENOUGH): the back office's test names it. */
export class SmsRefusedError extends UpstreamUnavailableError {
  constructor(
    readonly providerCode: string,
    message: string,
  ) {
    super('sms', message);
  }
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it (space %20, * %2A, ~ kept). */
const percentEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Aliyun's RPC signature v1: HMAC-SHA1 over the method and the sorted, encoded query. */
function signAliyunRpc(method: 'GET' | 'POST', parameters: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(parameters)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(parameters[name] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun SMS (dysmsapi SendSms) with the operator's keys, sign name and template. */
export class AliyunSmsSender implements SmsSender {
  readonly kind = 'aliyun';
  constructor(
    private readonly endpoint: string,
    private readonly settings: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string },
  ) {}

  async sendCode(phone: string, code: string) {
    const parameters: Record<string, string> = {
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      AccessKeyId: this.settings.accessKeyId,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: randomUUID(),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      PhoneNumbers: phone,
      SignName: this.settings.signName,
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ code }),
    };
    parameters.Signature = signAliyunRpc('POST', parameters, this.settings.accessKeySecret);
    const reply = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(parameters),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new UpstreamUnavailableError('sms', 'SMS provider unreachable', { cause: error });
    });
    const body = (await reply.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (body.Code !== 'OK')
      throw new SmsRefusedError(body.Code ?? `HTTP ${reply.status}`, `aliyun sms ${reply.status} ${body.Code ?? ''} ${body.Message ?? ''}`);
  }
}

/** apps/sim's SMS sink (demo mode and tests). */
class SinkSmsSender implements SmsSender {
  readonly kind = 'sink';
  constructor(private readonly url: string) {}

  async sendCode(phone: string, code: string) {
    const reply = await fetch(new URL('sms/send', this.url.endsWith('/') ? this.url : `${this.url}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, code, templateCode: 'login' }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new UpstreamUnavailableError('sms', 'SMS provider unreachable', { cause: error });
    });
    if (!reply.ok) throw new UpstreamUnavailableError('sms', `sms sink ${reply.status}`);
  }
}

/** No provider at all: the code goes to the server log, so a fresh demo install can still log in by SMS. */
class LogSmsSender implements SmsSender {
  readonly kind = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async sendCode(phone: string, code: string) {
    this.log.warn({ phone, code }, 'no SMS provider configured: verification code written to the log (demo mode)');
  }
}

/** The operator's Aliyun keys when set (read on every send, so a config change applies at once), else the sink, else the log. */
export function smsSenderFor(env: Env, config: ConfigStore, log: FastifyBaseLogger): SmsSender {
  const accessKeyId = config.get<string>('smsAccessKeyId', '');
  const accessKeySecret = config.get<string>('smsAccessKeySecret', '');
  if (accessKeyId && accessKeySecret) {
    return new AliyunSmsSender(env.ALIYUN_SMS_ENDPOINT, {
      accessKeyId,
      accessKeySecret,
      signName: config.get<string>('smsSignName', ''),
      templateCode: config.get<string>('smsTemplateCode', ''),
    });
  }
  return env.SMS_SINK_URL ? new SinkSmsSender(env.SMS_SINK_URL) : new LogSmsSender(log);
}
