export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
}

/** Business errors (HTTP 200, `Code` set) that the control API can make every SendSms answer with. */
export const BUSINESS_FAILURES = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发分钟级流控Permits:1',
  'isv.DAY_LIMIT_CONTROL': '触发日发送限额',
  'isv.AMOUNT_NOT_ENOUGH': '账户余额不足',
  'isv.SMS_SIGNATURE_ILLEGAL': '该账号下找不到对应签名',
  'isv.SMS_TEMPLATE_ILLEGAL': '该账号下找不到对应模板',
} as const;

export type BusinessFailure = keyof typeof BUSINESS_FAILURES;

export interface AliyunSmsState {
  config: AliyunSmsConfig;
  /** Answered to every SendSms that passes authentication and validation, until cleared. */
  failure: BusinessFailure | null;
  /** SignatureNonce values already accepted: Aliyun refuses a replay. */
  usedNonces: Set<string>;
}

export function createAliyunSmsState(): AliyunSmsState {
  return {
    // Shaped like real keys: a 24-character LTAI5t… id and a 30-character secret.
    config: { accessKeyId: 'LTAI5tSimulatorAccessKey', accessKeySecret: 'SimulatorAccessKeySecret000000' },
    failure: null,
    usedNonces: new Set(),
  };
}
