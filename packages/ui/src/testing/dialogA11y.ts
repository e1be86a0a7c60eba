import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

export interface DialogA11yOptions {
  /** Accessible name of the button that opens the dialog. */
  trigger: string | RegExp;
  /** The dialog's title: it must be the dialog's accessible name. */
  title: string | RegExp;
  role?: 'dialog' | 'alertdialog';
  /** Modal dialogs trap focus; non-modal popovers may let Tab leave. */
  trapsFocus?: boolean;
}

/**
 * The shared accessibility suite every dialog-like component runs as its play
 * function: opened by keyboard, labelled by its title, focus inside and trapped,
 * Escape closes it and focus returns to the trigger.
 */
export async function checkDialogA11y(canvasElement: HTMLElement, options: DialogA11yOptions) {
  const { trigger: triggerName, title, role = 'dialog', trapsFocus = true } = options;
  const page = within(document.body);
  const trigger = within(canvasElement).getByRole('button', { name: triggerName });

  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await page.findByRole(role);
  await expect(dialog).toHaveAccessibleName(title);
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

  if (trapsFocus) {
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole(role)).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** `play: dialogA11yPlay({...})` for a story whose canvas holds the trigger. */
export const dialogA11yPlay =
  (options: DialogA11yOptions) =>
  async ({ canvasElement }: Pick<StoryContext, 'canvasElement'>) =>
    checkDialogA11y(canvasElement, options);
