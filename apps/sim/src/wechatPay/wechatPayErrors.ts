export interface WechatPayError {
  status: number;
  code: string;
  message: string;
  detail?: Record<string, unknown>;
}

const error = (status: number, code: string, message: string, detail?: Record<string, unknown>): WechatPayError => ({
  status,
  code,
  message,
  ...(detail ? { detail } : {}),
});

export const wechatPayErrors = {
  authFormat: error(401, 'SIGN_ERROR', 'Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》'),
  timestamp: error(401, 'SIGN_ERROR', 'Http头Authorization中的timestamp与当前时间相差过大'),
  serial: error(401, 'SIGN_ERROR', '商户证书序列号有误。请使用签名私钥匹配的证书序列号'),
  signature: (method: string, url: string, message: string) =>
    error(401, 'SIGN_ERROR', '签名错误，请检查后再试', {
      detail: { issue: 'sign not match' },
      field: 'signature',
      location: 'authorization',
      sign_information: { method, url, sign_message_length: Buffer.byteLength(message), truncated_sign_message: message.slice(0, 100) },
    }),
  mchNotExists: error(400, 'MCH_NOT_EXISTS', '商户号不存在'),
  mchMismatch: error(400, 'INVALID_REQUEST', '请求中的mchid与Authorization中的mchid不一致'),
  appidMismatch: error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配，请检查后再试'),
  json: error(400, 'PARAM_ERROR', '请求的JSON格式有误'),
  required: (path: string) => error(400, 'PARAM_ERROR', `输入源“/body${path}”映射到字段“${path.split('/').pop()}”必填性规则校验失败，此字段为必填项`),
  queryRequired: (name: string) => error(400, 'PARAM_ERROR', `输入源“/query/${name}”映射到字段“${name}”必填性规则校验失败，此字段为必填项`),
  format: (path: string, value: unknown, issue: string) =>
    error(400, 'PARAM_ERROR', `输入源“/body${path}”映射到字段“${path.split('/').pop()}”格式校验失败`, {
      field: path.slice(1).replace(/\//g, '.'),
      value,
      issue,
      location: 'body',
    }),
  duplicate: error(400, 'INVALID_REQUEST', '201 商户订单号重复'),
  orderPaid: error(400, 'ORDERPAID', '该订单已支付'),
  orderClosed: error(400, 'ORDER_CLOSED', '订单已关闭'),
  notFound: error(404, 'ORDER_NOT_EXIST', '订单不存在'),
  notFoundRoute: error(404, 'RESOURCE_NOT_EXISTS', '资源不存在'),
  system: error(500, 'SYSTEM_ERROR', '系统错误'),
} as const;
