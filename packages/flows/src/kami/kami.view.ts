import type { MessageRef } from '../session/notify';
import type { KamiSnapshot } from './kami.machine';
import type { KamiMessageKey } from './messages';

export interface KamiView {
  code: string;
  /** The message under the field: the §5 rule (a key) or the server's refusal. */
  message: MessageRef<KamiMessageKey> | null;
  isPending: boolean;
  isDone: boolean;
}

/** The machine's snapshot as the dialog's props. */
export function kamiView(snapshot: KamiSnapshot): KamiView {
  const { code, error, submitError } = snapshot.context;
  return {
    code,
    message: error ? { key: error } : submitError,
    isPending: snapshot.matches('redeeming'),
    isDone: snapshot.matches('redeemed'),
  };
}
