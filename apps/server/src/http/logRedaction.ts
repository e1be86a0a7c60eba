import { defaultConfig } from '../seed/defaultConfig.js';

/** The secret settings' names (every non-public default): payment, WeChat, upstream, SMS and mail credentials. */
const secretKeys = defaultConfig.filter((entry) => !entry.public).map((entry) => entry.key);

/**
 * What pino never writes: credentials in headers (a token, a confirmation grant, cookies), passwords, and a secret
 * setting's value wherever a logged object carries it (a request body `{values: {payEpaySecret…}}`, an error's data).
 */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers.fingerprint',
    'req.headers["x-admin-grant"]',
    '*.password',
    '*.passwordHash',
    '*.apiKey',
    ...secretKeys.flatMap((key) => [`*.${key}`, `*.*.${key}`]),
  ],
  censor: '[redacted]',
};
