export interface WechatError {
  errcode: number;
  errmsg: string;
}

export const wechatErrors = {
  invalidCredential: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
  invalidGrantType: { errcode: 40002, errmsg: 'invalid grant_type' },
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidActionName: { errcode: 40052, errmsg: 'invalid action name' },
  invalidActionInfo: { errcode: 40053, errmsg: 'invalid action info' },
  invalidArgs: { errcode: 40097, errmsg: 'invalid args' },
  invalidAppSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  accessTokenMissing: { errcode: 41001, errmsg: 'access_token missing' },
  appIdMissing: { errcode: 41002, errmsg: 'appid missing' },
  appSecretMissing: { errcode: 41004, errmsg: 'appsecret missing' },
  accessTokenExpired: { errcode: 42001, errmsg: 'access_token expired' },
  dataFormatError: { errcode: 47001, errmsg: 'data format error' },
} as const satisfies Record<string, WechatError>;
