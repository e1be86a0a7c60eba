import { IconButton } from '@lingxi/ui';
import { FlaskConical, X } from 'lucide-react';
import { createStore } from '../../site/createStore';
import * as css from './demoBadge.css';

/** Dismissed until the page is reloaded, across conversations. */
const demoBadge = createStore({ dismissed: false });

/**
 * Demo mode (docs/chat.md): one line telling the user the answers come from the built-in model. How to configure a
 * real one is the operator's business (the server log, the back-office), never shown to users.
 */
export function DemoBadge({ title, body, dismissLabel }: { title: string; body: string; dismissLabel: string }) {
  const dismissed = demoBadge.use((state) => state.dismissed);
  if (dismissed) return null;
  return (
    <div role="note" aria-label={title} className={css.badge}>
      <FlaskConical size={14} aria-hidden="true" className={css.icon} />
      <strong className={css.title}>{title}</strong>
      <span className={css.text}>{body}</span>
      <IconButton icon={X} size="sm" label={dismissLabel} onPress={() => demoBadge.set({ dismissed: true })} />
    </div>
  );
}
