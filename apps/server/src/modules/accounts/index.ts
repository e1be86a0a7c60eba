// The accounts module's public face: its plugin, and what other modules need of accounts.
export { default, type AccountServices } from './plugin.js';
export { accountMessages } from './messages.js';
export { signWechatRegistrationTicket, type WechatRegistrationTicket } from './registrationTicket.js';
export { createUser, type NewUser } from './createUser.js';
export { isVip } from './userInfo.js';
