import { provideHomeSlots, type HomeSlotsServices } from '@lingxi/flows/homeSlots';
import { useActorRef } from '@xstate/react';
import { type MouseEvent, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { openDialog } from '../../../dialogs/dialogRequests';
import { sessionStore } from '../../../state/sessionStore';
import { toasts } from '../../../state/toasts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked for less motion (false where there is no window). */
const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia(reducedMotionQuery).matches;

/** Calls `onChange` whenever prefers-reduced-motion changes; returns the unsubscription. */
export function watchReducedMotion(onChange: (reduced: boolean) => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  const listener = () => onChange(query.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * The home slots' machine (flows homeSlots) wired to the app: the session's login, wouter's navigation (a route slot,
 * or /chat/:id once an app's conversation is made), the login dialog for a visitor, a toast when the conversation
 * could not be made.
 */
export function useHomeSlots(services: HomeSlotsServices, rotate: boolean) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const loggedIn = sessionStore.use((state) => state.token !== null);
  const slots = useActorRef(
    useMemo(() => provideHomeSlots(services), [services]),
    {
      input: { loggedIn, rotate, reducedMotion: prefersReducedMotion(), hidden: typeof document !== 'undefined' && document.hidden },
    },
  );
  useEffect(() => {
    const subscriptions = [
      slots.on('navigate', (event) => navigate(event.to)),
      slots.on('requestLogin', () => openDialog('login')),
      slots.on('openFailed', (event) => toasts.show('error', event.message || t('home.slots.openFailed'))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [slots, navigate, t]);
  useEffect(() => slots.send({ type: 'session.change', loggedIn }), [slots, loggedIn]);
  return slots;
}

/**
 * A plain left click on a route slot's link is the machine's to answer (wouter's navigation); a click with a modifier,
 * or another button, keeps the browser's own meaning (a new tab, a download).
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
