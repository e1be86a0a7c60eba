/** What the check-in routes say (card codes' texts are `cardCodeMessages`, beside the redemption they describe). */
export const economyMessages = {
  signedToday: { zh: '今日已签到，明天再来吧', en: 'You have checked in today, come back tomorrow' },
  signedIn: { zh: '签到成功！', en: 'Checked in!' },
};
