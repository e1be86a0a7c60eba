import type { SnapshotFrom } from 'xstate';
import type { PhoneCodeContext, phoneCodeMachine } from './phoneCode.machine';

export type PhoneCodeSnapshot = SnapshotFrom<typeof phoneCodeMachine>;

export interface PhoneCodeView extends Pick<PhoneCodeContext, 'phone' | 'phoneError' | 'captchaCode' | 'captchaError' | 'sendFailure'> {
  captcha: { status: 'loading' | 'ready' | 'failed'; src: string };
  send: { status: 'idle' | 'sending' | 'waiting'; seconds: number };
}

/** The server's SVG as an image source: drawn by <img>, so nothing in it can run. */
const svgSource = (svg: string) => (svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : '');

/** Snapshot → what the fields show. */
export function phoneCodeView(snapshot: PhoneCodeSnapshot): PhoneCodeView {
  const { context } = snapshot;
  const { captcha, send } = snapshot.value;
  return {
    phone: context.phone,
    phoneError: context.phoneError,
    captchaCode: context.captchaCode,
    captchaError: context.captchaError,
    sendFailure: context.sendFailure,
    captcha: { status: captcha, src: svgSource(context.captchaSvg) },
    send: { status: send, seconds: context.remaining },
  };
}
