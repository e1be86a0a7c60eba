/** What the official-account routes say besides the account texts (accountMessages of the accounts module). */
export const wechatMessages = {
  redirectUrlInvalid: { zh: '跳转地址无效', en: 'The redirect address is invalid' },
};
