import { themeClass } from '@lingxi/ui';
import { countdownMachine } from '../countdown/countdown.machine';
import { providePhoneCode, type PhoneCodeServices } from './phoneCode.machine';

/** Story-only fakes. */

/** A delay that never elapses in a story (the largest setTimeout accepts), so screenshots hold still. */
export const pausedDelay = 2 ** 31 - 1;

/** The countdown child held still (its `tick` never elapses): stories show the first second. */
export const pausedCountdown = countdownMachine.provide({ delays: { tick: pausedDelay } });

/** A call that never settles: the machine stays in its busy state. */
export const pending = () => new Promise<never>(() => {});

/** Like the server's: 120 × 44, grey strokes on transparent, drawn for the theme on screen when it is asked for. */
export const storyCaptchaSvg = () => {
  const ink = document.documentElement.classList.contains(themeClass.dark) ? ['#dddddd', '#888888'] : ['#333333', '#999999'];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44">' +
    `<path d="M6 30 C36 6 72 40 114 14" stroke="${ink[1]}" fill="none"/>` +
    `<text x="18" y="31" font-family="monospace" font-size="26" fill="${ink[0]}">a7K2</text></svg>`
  );
};

/** The phoneCode machine with fakes (override any call) and the resend wait held at 60 s. */
export const storyPhoneCode = (overrides: Partial<PhoneCodeServices> = {}) =>
  providePhoneCode({
    loadCaptcha: async () => ({ svg: storyCaptchaSvg(), captchaId: 'story-captcha' }),
    sendPhoneCode: async () => null,
    ...overrides,
  }).provide({ actors: { countdown: pausedCountdown } });
