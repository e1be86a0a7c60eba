import type { SimState } from '../simState.js';

/** The state as JSON, for `GET /__control/state`. */
export function stateSnapshot(state: SimState) {
  const { openai, wechatMp, sinks } = state;
  return {
    openai: { behaviour: openai.behaviour, completions: openai.completions },
    wechatMp: {
      config: wechatMp.config,
      accessTokens: [...wechatMp.accessTokens].map(([accessToken, expiresAt]) => ({ accessToken, expiresAt })),
      tickets: [...wechatMp.tickets.values()],
      deliveries: wechatMp.deliveries,
    },
    sinks: { sms: sinks.sms, mail: sinks.mail },
  };
}
