import { countdownMachine } from '../countdown/countdown.machine';
import { providePhoneCode, type PhoneCodeServices } from './phoneCode.machine';

/** Story-only fakes. */

/** A delay that never elapses in a story (the largest setTimeout accepts), so screenshots hold still. */
export const pausedDelay = 2 ** 31 - 1;

/** The countdown child held still (its `tick` never elapses): stories show the first second. */
export const pausedCountdown = countdownMachine.provide({ delays: { tick: pausedDelay } });

/** A call that never settles: the machine stays in its busy state. */
export const pending = () => new Promise<never>(() => {});

const storyCaptchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32">' +
  '<rect width="96" height="32" fill="#eef2f7"/>' +
  '<path d="M4 22 C28 4 56 30 92 10" stroke="#8a94a6" fill="none"/>' +
  '<text x="14" y="23" font-family="monospace" font-size="20" fill="#2b3445">a7K2</text></svg>';

/** The phoneCode machine with fakes (override any call) and the resend wait held at 60 s. */
export const storyPhoneCode = (overrides: Partial<PhoneCodeServices> = {}) =>
  providePhoneCode({
    loadCaptcha: async () => ({ svg: storyCaptchaSvg, captchaId: 'story-captcha' }),
    sendPhoneCode: async () => null,
    ...overrides,
  }).provide({ actors: { countdown: pausedCountdown } });
