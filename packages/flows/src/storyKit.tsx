import { Button, createToastQueue, ToastRegion } from '@lingxi/ui';
import type { StoryContext } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Translate } from './i18n';
import { messageText, type Notice } from './session/notify';

/**
 * Story-only helpers shared by the flow dialogs' stories (the shared dialog suite itself,
 * `dialogA11yPlay`, comes from `@lingxi/ui/testing`).
 */

/** What a dialog story's harness hands its dialog. */
interface DialogStoryControls {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The story's spy first, then the notice shown as a toast, as the app does. */
  notify: (notice: Notice) => void;
}

export interface DialogStoryHarnessProps {
  t: Translate;
  /** The button that opens the dialog. */
  trigger: string;
  /** The toasts' close button. */
  closeLabel: string;
  /** The story's spy of the dialog's notices. */
  notify: (notice: Notice) => void;
  /** The dialog starts open (the trigger still reopens it). */
  defaultOpen?: boolean;
  children: (controls: DialogStoryControls) => ReactNode;
}

/** A dialog with its opening button and a toast region that shows its notices. */
export function DialogStoryHarness({ t, trigger, closeLabel, notify, defaultOpen = false, children }: DialogStoryHarnessProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <Button onPress={() => setOpen(true)}>{trigger}</Button>
      {children({
        isOpen,
        onOpenChange: setOpen,
        notify: (notice) => {
          notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        },
      })}
      <ToastRegion queue={toasts.queue} closeLabel={closeLabel} aria-label="通知" />
    </>
  );
}

/**
 * `openWithKeyboard(context, name = trigger)` for a story file: opens the dialog with Enter on its
 * trigger and waits for the entry animation (half-faded text fails axe).
 */
export const keyboardOpener =
  (trigger: string) =>
  async ({ canvasElement }: Pick<StoryContext, 'canvasElement'>, name = trigger) => {
    within(canvasElement).getByRole('button', { name }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    return dialog;
  };

/**
 * Stories of one file share a document. A pending button that had focus announces itself through
 * react-aria's live announcer by reference to its id; the next story no longer has that button, and
 * axe flags the dangling reference. Clearing the logs before each story keeps stories independent.
 */
export function clearLiveAnnouncer() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

/**
 * A pending button that closes with its dialog (the cancellation confirmation) leaves its
 * announcement behind (react-aria sends it 100 ms late and keeps it 7 s); users heard it already.
 * Stories wait for it and clear it, so axe checks what is on screen.
 */
export async function settleAnnouncements() {
  await new Promise((resolve) => setTimeout(resolve, 150));
  clearLiveAnnouncer();
}
