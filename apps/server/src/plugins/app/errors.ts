import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, UpstreamUnavailableError } from '../../domain/errors.js';
import { failure } from '../../http/envelope.js';
import { languageOf, validationMessage, type Language } from '../../http/validationMessage.js';

/** Messages for the framework's own 4xx failures, so no raw English error text reaches a user. */
const clientErrors: Record<string, Record<Language, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { zh: '请求体不是有效的 JSON', en: 'The body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { zh: '请求体不能为空', en: 'The body must not be empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { zh: '请求体过大', en: 'The body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { zh: '不支持的内容类型', en: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { zh: '请求长度不正确', en: 'Invalid content length' },
  LX_MULTIPART_MALFORMED: { zh: '上传内容格式不正确', en: 'The upload is malformed' },
  FST_PARTS_LIMIT: { zh: '上传的内容过多', en: 'Too many parts in the upload' },
  FST_FILES_LIMIT: { zh: '一次只能上传一个文件', en: 'Upload one file at a time' },
  FST_FIELDS_LIMIT: { zh: '上传的内容过多', en: 'Too many fields in the upload' },
};
const genericClientError = { zh: '请求无效', en: 'Invalid request' };
const serverError = { zh: '服务器繁忙，请稍后再试', en: 'The server is busy, please try again later' };
const notFound = { zh: '接口不存在', en: 'Not found' };
const upstreamDown: Record<UpstreamUnavailableError['service'], Record<Language, string>> = {
  storage: { zh: '文件存储暂不可用，请稍后再试', en: 'File storage is unavailable, please try again later' },
  sms: { zh: '短信发送失败，请稍后再试', en: 'The text message could not be sent, please try again later' },
  mail: { zh: '邮件发送失败，请稍后再试', en: 'The email could not be sent, please try again later' },
  wechat: { zh: '微信服务暂不可用，请稍后再试', en: 'WeChat is unavailable, please try again later' },
  payment: { zh: '支付服务暂不可用，请稍后再试', en: 'The payment service is unavailable, please try again later' },
};

/**
 * One error path for the whole API: every failure becomes the envelope with the matching HTTP
 * status; validation names the field (Chinese by default, English on Accept-Language: en);
 * a 5xx is logged in full and answered with a generic sentence, never the internals.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      if (error.validation) {
        return reply.code(400).send(failure(400, validationMessage(error.validation, error.validationContext ?? 'body', language)));
      }
      if (error instanceof DomainError) return reply.code(error.statusCode).send(failure(error.statusCode, error.messageIn(language)));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          status === 429
            ? language === 'zh'
              ? '请求过于频繁，请稍后再试'
              : 'Too many requests, please slow down'
            : (clientErrors[error.code] ?? genericClientError)[language];
        return reply.code(status).send(failure(status, message));
      }
      if (error instanceof UpstreamUnavailableError) {
        request.log.error({ err: error }, 'upstream unavailable');
        return reply.code(502).send(failure(502, upstreamDown[error.service][language]));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(500, serverError[language]));
    });
  },
  { name: 'errors' },
);

export function notFoundMessage(acceptLanguage: string | undefined) {
  return notFound[languageOf(acceptLanguage)];
}
