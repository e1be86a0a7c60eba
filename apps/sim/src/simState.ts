import { createAliyunSmsState, type AliyunSmsState } from './aliyunSms/aliyunSmsState.js';
import { createMjState, type MjState, stopMjTimers } from './midjourney/mjState.js';
import { createEpayState, type EpayState } from './epay/epayState.js';
import { createOpenAiState, type OpenAiState } from './openai/openaiState.js';
import { createS3State, type S3State } from './s3/s3State.js';
import { createSinksState, type SinksState } from './sinks/sinksState.js';
import { createXunhupayState, type XunhupayState } from './xunhupay/xunhupayState.js';
import { createWechatPayState, type WechatPayState } from './wechatPay/wechatPayState.js';
import { createWechatMpState, type WechatMpState } from './wechatMp/wechatMpState.js';

/** Everything one sim instance remembers. Plugins read `state.<upstream>` per request, so a reset swaps whole parts. */
export interface SimState {
  openai: OpenAiState;
  midjourney: MjState;
  wechatMp: WechatMpState;
  sinks: SinksState;
  s3: S3State;
  aliyunSms: AliyunSmsState;
  /** Two epay-protocol gateways (epay and mpay), each with its own merchant and orders. */
  epay: EpayState;
  mpay: EpayState;
  xunhupay: XunhupayState;
  wechatPay: WechatPayState;
}

export function createSimState(): SimState {
  return {
    openai: createOpenAiState(),
    midjourney: createMjState(),
    wechatMp: createWechatMpState(),
    sinks: createSinksState(),
    s3: createS3State(),
    aliyunSms: createAliyunSmsState(),
    epay: createEpayState(),
    mpay: createEpayState(),
    xunhupay: createXunhupayState(),
    wechatPay: createWechatPayState(),
  };
}

export function resetSimState(state: SimState): void {
  stopMjTimers(state.midjourney);
  Object.assign(state, createSimState());
}
