import { fromPromise, type NonReducibleUnknown } from 'xstate';
import { failureMessage, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';

/** An actor the view provides (its call); the machine's own throws until then. */
export const unprovided = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is not provided`);
  });

/** The confirmation was closed: nothing was asked of the server. */
export const closedConfirmation = ({ event }: { event: unknown }) => (event as { error?: unknown }).error instanceof ConfirmCancelled;

/** A refusal as a notice: the server's words, else 操作失败. */
export const refusalNotice = <Key extends string>({ event }: { event: { error: unknown } }): Notice<Key | AdminMessageKey> => ({
  tone: 'error',
  message: failureMessage<Key | AdminMessageKey>(event.error, 'admin.requestFailed'),
});

/** A form's field changed: the draft takes the value, the field's message goes, and so does the server's refusal. */
export const withField = <Draft, Errors>(context: { draft: Draft; errors: Errors }, field: string, value: unknown) => ({
  draft: { ...context.draft, [field]: value } as Draft,
  errors: { ...context.errors, [field]: undefined } as Errors,
  saveError: null,
});

/** The notice after a row's switch: `on` or `off` naming the row by its title. */
export const switchedNotice =
  <Key extends string>(on: Key, off: Key) =>
  ({ event }: { event: { output: { enabled: boolean; title: string } } }): Notice<Key> => ({
    tone: 'success',
    message: { key: event.output.enabled ? on : off, values: { title: event.output.title } },
  });
