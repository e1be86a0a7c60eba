import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FastifyRequest } from 'fastify';
import type { Language, Localized } from '../domain/errors.js';

export type { Language };

/** zh unless the request prefers English (Accept-Language starting with en). */
export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage && /^\s*en\b/i.test(acceptLanguage) ? 'en' : 'zh';
}

const where = {
  body: { zh: '请求体', en: 'body' },
  querystring: { zh: '查询参数', en: 'query' },
  params: { zh: '路径参数', en: 'path' },
  headers: { zh: '请求头', en: 'header' },
} as const;

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') return [path, params.missingProperty].filter(Boolean).join('.');
  if (error.keyword === 'additionalProperties') return [path, params.additionalProperty].filter(Boolean).join('.');
  return path;
}

/**
 * One human sentence for the first validation failure, naming the field:
 * "参数 username 长度不能少于 2" / "Parameter username must be at least 2 characters".
 */
export function validationMessage(errors: FastifySchemaValidationError[], context: string, language: Language): string {
  const error = errors[0];
  if (!error) return language === 'zh' ? '请求参数错误' : 'Invalid request';
  const field = fieldOf(error);
  const params = error.params as Record<string, unknown>;
  const zh = language === 'zh';
  const name = field
    ? zh
      ? `参数 ${field}`
      : `Parameter ${field}`
    : zh
      ? (where[context as keyof typeof where]?.zh ?? '请求')
      : (where[context as keyof typeof where]?.en ?? 'request');
  switch (error.keyword) {
    case 'required':
      return zh ? `缺少参数 ${field}` : `Missing parameter ${field}`;
    case 'type':
      return zh ? `${name} 类型错误，应为 ${params.type}` : `${name} must be of type ${params.type}`;
    case 'minLength':
      return zh ? `${name} 长度不能少于 ${params.limit}` : `${name} must be at least ${params.limit} characters`;
    case 'maxLength':
      return zh ? `${name} 长度不能超过 ${params.limit}` : `${name} must be at most ${params.limit} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return zh ? `${name} 不能小于 ${params.limit}` : `${name} must be at least ${params.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return zh ? `${name} 不能大于 ${params.limit}` : `${name} must be at most ${params.limit}`;
    case 'minItems':
      return zh ? `${name} 至少需要 ${params.limit} 项` : `${name} needs at least ${params.limit} items`;
    case 'maxItems':
      return zh ? `${name} 最多 ${params.limit} 项` : `${name} allows at most ${params.limit} items`;
    case 'additionalProperties':
      return zh ? `不支持的参数 ${field}` : `Unknown parameter ${field}`;
    case 'wellFormed':
      return zh ? `${name} 含有无效字符` : `${name} contains invalid characters`;
    case 'pattern':
    case 'format':
      return zh ? `${name} 格式不正确` : `${name} has an invalid format`;
    default:
      return zh ? `${name} 取值无效` : `${name} has an invalid value`;
  }
}

/** The text of a message in the request's language. */
export const say = (request: Pick<FastifyRequest, 'headers'>, message: Localized) => message[languageOf(request.headers['accept-language'])];
