import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRecord } from '../shared/isRecord.js';
import type { SimState } from '../simState.js';
import { businessErrors, popErrorBody, popErrors, requestId, type BusinessError, type PopError } from './aliyunErrors.js';
import { BUSINESS_FAILURES } from './aliyunSmsState.js';
import { formatOf, sendRpc } from './rpcReply.js';
import { paramOf, verifyRpcRequest, type RpcParams } from './verifyRpcRequest.js';

/** Mainland numbers, bare or with a +, +86, 0086 or 86 prefix (what SendSms accepts for domestic messages). */
const MAINLAND_MOBILE = /^(?:\+|\+86|0086|86)?(1[3-9]\d{9})$/;
const MAX_PHONE_NUMBERS = 1000;

interface SendSmsRequest {
  phones: string[];
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

/** Query parameters, plus the form body of a POST: Aliyun signs them all together. */
function paramsOf(request: FastifyRequest): Array<[string, string]> {
  const query = request.url.indexOf('?');
  const params = query < 0 ? [] : [...new URLSearchParams(request.url.slice(query + 1))];
  if (typeof request.body === 'string') params.push(...new URLSearchParams(request.body));
  return params;
}

function templateParamsOf(value: string | undefined): Record<string, string> | null {
  if (value === undefined || value === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  return isRecord(parsed) && Object.values(parsed).every((v) => typeof v === 'string') ? (parsed as Record<string, string>) : null;
}

/** The SendSms parameters, or the error Aliyun answers; a missing parameter is a gateway error, a bad one a business error. */
function parseSendSms(params: RpcParams): SendSmsRequest | PopError | BusinessError {
  const param = (name: string) => paramOf(params, name);
  const missing = ['PhoneNumbers', 'SignName', 'TemplateCode'].find((name) => !param(name));
  if (missing) return popErrors.missing(missing);
  const numbers = param('PhoneNumbers')!.split(',');
  if (numbers.length > MAX_PHONE_NUMBERS) return businessErrors.mobileCountOverLimit;
  const phones = numbers.map((number) => MAINLAND_MOBILE.exec(number)?.[1]);
  if (phones.some((phone) => phone === undefined)) return businessErrors.mobileNumberIllegal;
  const templateParams = templateParamsOf(param('TemplateParam'));
  if (templateParams === null) return businessErrors.invalidJsonParam;
  return { phones: phones as string[], signName: param('SignName')!, templateCode: param('TemplateCode')!, params: templateParams };
}

/** Aliyun's BizId: digits, `^`, a sequence number. */
function bizId(): string {
  return `${randomInt(100_000, 1_000_000)}${randomInt(100_000_000_000, 1_000_000_000_000)}^0`;
}

export function registerSendSmsRoute(app: FastifyInstance, state: SimState): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = paramsOf(request);
    const format = formatOf(paramOf(params, 'Format'));
    const id = requestId();
    const sendError = (error: PopError) => sendRpc(reply, format, error.status, 'Error', popErrorBody(error, id));
    const sendResult = (code: string, message: string, extra: Record<string, string> = {}) =>
      sendRpc(reply, format, 200, 'SendSmsResponse', { Message: message, RequestId: id, ...extra, Code: code });

    const authError = verifyRpcRequest(state.aliyunSms, request.method, params);
    if (authError) return sendError(authError);
    const sms = parseSendSms(params);
    if ('status' in sms) return sendError(sms);
    if ('code' in sms) return sendResult(sms.code, sms.message);
    const failure = state.aliyunSms.failure;
    if (failure) return sendResult(failure, BUSINESS_FAILURES[failure]);

    const sinks = state.sinks;
    const sentAt = new Date().toISOString();
    for (const phone of sms.phones) {
      const { signName, templateCode, params: templateParams } = sms;
      sinks.sms.push({ id: `sms-${sinks.nextId++}`, phone, code: templateParams.code ?? null, templateCode, params: templateParams, signName, sentAt });
    }
    return sendResult('OK', 'OK', { BizId: bizId() });
  };
  app.route({ method: ['GET', 'POST'], url: '/', handler });
}
