import { randomUUID } from 'node:crypto';

const HOST_ID = 'dysmsapi.aliyuncs.com';

/** A gateway (POP) error: a 4xx status, `Code` and `Message`, as Aliyun answers authentication and parameter faults. */
export interface PopError {
  status: number;
  code: string;
  message: string;
}

export const popErrors = {
  missing: (name: string): PopError => ({ status: 400, code: `Missing${name}`, message: `${name} is mandatory for this action.` }),
  invalidSignatureMethod: { status: 400, code: 'InvalidSignatureMethod', message: 'Specified signature method is not supported.' },
  incompleteSignature: { status: 400, code: 'IncompleteSignature', message: 'The request signature does not conform to Aliyun standards.' },
  timestampFormat: { status: 400, code: 'InvalidTimeStamp.Format', message: 'Specified time stamp or date value is not well formatted.' },
  timestampExpired: { status: 400, code: 'InvalidTimeStamp.Expired', message: 'Specified time stamp or date value is expired.' },
  invalidVersion: { status: 400, code: 'InvalidVersion', message: 'Specified parameter Version is not valid.' },
  actionNotFound: { status: 404, code: 'InvalidAction.NotFound', message: 'Specified api is not found, please check your url and method.' },
  accessKeyNotFound: { status: 404, code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' },
  // Aliyun echoes the string it signed, so a client can compare it with its own.
  signatureDoesNotMatch: (serverStringToSign: string): PopError => ({
    status: 400,
    code: 'SignatureDoesNotMatch',
    message: `Specified signature is not matched with our calculation. server string to sign is:${serverStringToSign}`,
  }),
  nonceUsed: { status: 400, code: 'SignatureNonceUsed', message: 'Specified signature nonce was used already.' },
  invalidParameter: (message: string): PopError => ({ status: 400, code: 'InvalidParameter', message }),
  internal: { status: 500, code: 'InternalError', message: 'The request processing has failed due to some unknown error, exception or failure.' },
} as const;

/** SendSms business errors: HTTP 200 with `Code` other than OK. */
export const businessErrors = {
  mobileNumberIllegal: { code: 'isv.MOBILE_NUMBER_ILLEGAL', message: '手机号码格式错误' },
  mobileCountOverLimit: { code: 'isv.MOBILE_COUNT_OVER_LIMIT', message: '手机号码数量超过限制' },
  invalidJsonParam: { code: 'isv.INVALID_JSON_PARAM', message: 'JSON参数不合法，只接受字符串值' },
} as const;

export interface BusinessError {
  code: string;
  message: string;
}

/** Aliyun's RequestId: an upper-case UUID. */
export function requestId(): string {
  return randomUUID().toUpperCase();
}

/** The body of a gateway error, in Aliyun's field order. */
export function popErrorBody(error: PopError, id: string): Record<string, string> {
  return {
    RequestId: id,
    HostId: HOST_ID,
    Code: error.code,
    Message: error.message,
    Recommend: `https://api.aliyun.com/troubleshoot?q=${encodeURIComponent(error.code)}&product=Dysmsapi&requestId=${id}`,
  };
}
