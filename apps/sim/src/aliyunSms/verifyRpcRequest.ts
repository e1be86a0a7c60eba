import { timingSafeEqual } from 'node:crypto';
import { popErrors, type PopError } from './aliyunErrors.js';
import type { AliyunSmsState } from './aliyunSmsState.js';
import { rpcSignature, stringToSign } from './rpcSignature.js';

/** Aliyun refuses a Timestamp more than 15 minutes from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const VERSION = '2017-05-25';
const ACTIONS = ['SendSms'];
const REQUIRED = ['Action', 'Version', 'AccessKeyId', 'Signature', 'SignatureMethod', 'SignatureVersion', 'SignatureNonce', 'Timestamp'];

export type RpcParams = ReadonlyArray<readonly [string, string]>;

/** The first value of a parameter; Aliyun's gateway reads one value per name. */
export function paramOf(params: RpcParams, name: string): string | undefined {
  return params.find(([n]) => n === name)?.[1];
}

/** `yyyy-MM-ddTHH:mm:ssZ` (UTC, no fractional seconds) → epoch ms, or null (also for a 61st minute and the like). */
function parseTimestamp(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) || new Date(time).toISOString() !== value.replace('Z', '.000Z') ? null : time;
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks an RPC request signed with signature version 1.0 (HMAC-SHA1): common parameters, time, API, key, then
 * the signature, then the nonce. Null when authentic; the nonce is then spent.
 */
export function verifyRpcRequest(sms: AliyunSmsState, method: string, params: RpcParams, now = Date.now()): PopError | null {
  const param = (name: string) => paramOf(params, name);
  const missing = REQUIRED.find((name) => !param(name));
  if (missing) return popErrors.missing(missing);
  if (param('SignatureMethod') !== 'HMAC-SHA1') return popErrors.invalidSignatureMethod;
  if (param('SignatureVersion') !== '1.0') return popErrors.incompleteSignature;

  const time = parseTimestamp(param('Timestamp')!);
  if (time === null) return popErrors.timestampFormat;
  if (Math.abs(now - time) > MAX_SKEW_MS) return popErrors.timestampExpired;

  if (param('Version') !== VERSION) return popErrors.invalidVersion;
  if (!ACTIONS.includes(param('Action')!)) return popErrors.actionNotFound;
  if (param('AccessKeyId') !== sms.config.accessKeyId) return popErrors.accessKeyNotFound;

  const toSign = stringToSign(method, params);
  if (!sameSignature(rpcSignature(sms.config.accessKeySecret, toSign), param('Signature')!)) return popErrors.signatureDoesNotMatch(toSign);

  const nonce = param('SignatureNonce')!;
  if (sms.usedNonces.has(nonce)) return popErrors.nonceUsed;
  sms.usedNonces.add(nonce);
  return null;
}
