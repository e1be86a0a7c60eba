// The accounts module's public face: its plugin, and what other modules need of accounts.
export { default } from './plugin.js';
export { accountMessages } from './messages.js';
export { signWechatRegistrationTicket, type WechatRegistrationTicket } from './registrationTicket.js';
export { isVip } from './userInfo.js';
