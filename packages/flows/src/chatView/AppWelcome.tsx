import { Avatar, Button } from '@lingxi/ui';
import { useId } from 'react';
import type { Translate } from '../i18n';
import * as css from './AppWelcome.css';
import type { ChatViewMessageKey } from './messages';

export interface AppWelcomeProps {
  t: Translate<ChatViewMessageKey>;
  name: string;
  logo?: string;
  desc?: string;
  /** The app's examples, one per line: each a button that sends it. */
  demoData?: string;
  onAsk(question: string): void;
}

/** The lines of an app's examples (blank ones dropped). */
export const starterLines = (demoData: string | undefined) =>
  (demoData ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** An empty conversation with an app (ChatView's emptyState): its logo, name and description, and its examples to ask. */
export function AppWelcome({ t, name, logo, desc, demoData, onAsk }: AppWelcomeProps) {
  const labelId = useId();
  const lines = starterLines(demoData);
  return (
    <div className={css.root}>
      <Avatar name={name} src={logo} alt="" size="xl" />
      <h2 className={css.name}>{name}</h2>
      {desc ? <p className={css.desc}>{desc}</p> : null}
      {lines.length > 0 ? (
        <>
          <p id={labelId} className={css.startersLabel}>
            {t('chatView.app.starters')}
          </p>
          <ul className={css.starters} aria-labelledby={labelId}>
            {lines.map((line) => (
              <li key={line}>
                <Button variant="secondary" size="sm" aria-label={t('chatView.app.ask', { question: line })} onPress={() => onAsk(line)}>
                  {line}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
