import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogA11yPlay, type DialogA11yOptions } from '../../testing';

type Context = Pick<StoryContext, 'canvasElement'>;

/** Opens an overlay from its trigger with Enter and waits for the entry animation to end. */
export async function openWithKeyboard(canvasElement: HTMLElement, trigger: string | RegExp, role = 'dialog') {
  within(canvasElement).getByRole('button', { name: trigger }).focus();
  await userEvent.keyboard('{Enter}');
  const overlay = await within(document.body).findByRole(role);
  // Half-faded text would fail axe's contrast check.
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return overlay;
}

/**
 * Story-only: the shared dialog suite, then the overlay is opened again and left open, so axe
 * (which runs after play) and the screenshots check the open overlay too. Returns the overlay.
 */
export async function checkThenOpen(context: Context, options: DialogA11yOptions) {
  await dialogA11yPlay(options)(context);
  return openWithKeyboard(context.canvasElement, options.trigger, options.role);
}

/** `play: dialogA11yThenOpen({...})`: checkThenOpen as a play function. */
export const dialogA11yThenOpen = (options: DialogA11yOptions) => async (context: Context) => {
  await checkThenOpen(context, options);
};
