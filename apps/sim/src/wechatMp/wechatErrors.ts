export interface WechatError {
  errcode: number;
  errmsg: string;
}

export const wechatErrors = {
  invalidCredential: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
  invalidGrantType: { errcode: 40002, errmsg: 'invalid grant_type' },
  invalidOpenid: { errcode: 40003, errmsg: 'invalid openid' },
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  invalidActionName: { errcode: 40052, errmsg: 'invalid action name' },
  invalidActionInfo: { errcode: 40053, errmsg: 'invalid action info' },
  invalidArgs: { errcode: 40097, errmsg: 'invalid args' },
  invalidAppSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  codeBeenUsed: { errcode: 40163, errmsg: 'code been used' },
  accessTokenMissing: { errcode: 41001, errmsg: 'access_token missing' },
  appIdMissing: { errcode: 41002, errmsg: 'appid missing' },
  appSecretMissing: { errcode: 41004, errmsg: 'appsecret missing' },
  codeMissing: { errcode: 41008, errmsg: 'missing code' },
  openidMissing: { errcode: 41009, errmsg: 'missing openid' },
  accessTokenExpired: { errcode: 42001, errmsg: 'access_token expired' },
  dataFormatError: { errcode: 47001, errmsg: 'data format error' },
  apiUnauthorized: { errcode: 48001, errmsg: 'api unauthorized' },
} as const satisfies Record<string, WechatError>;

/**
 * What the OAuth page (open.weixin.qq.com/connect/oauth2/authorize) shows instead of redirecting. WeChat renders
 * these as an HTML page with the code; the sim answers them as `{errcode, errmsg}` with HTTP 200.
 */
export const oauthPageErrors = {
  redirectUriDomainMismatch: { errcode: 10003, errmsg: 'redirect_uri domain mismatch' },
  scopeUnauthorized: { errcode: 10005, errmsg: 'scope invalid or unauthorized' },
  scopeEmpty: { errcode: 10010, errmsg: 'scope is empty' },
  redirectUriEmpty: { errcode: 10011, errmsg: 'redirect_uri is empty' },
  appIdEmpty: { errcode: 10012, errmsg: 'appid is empty' },
} as const satisfies Record<string, WechatError>;
