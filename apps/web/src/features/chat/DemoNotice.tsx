import { FlaskConical } from 'lucide-react';
import * as css from './demoNotice.css';

/** Demo mode (docs/chat.md): answers come from the built-in simulator; says how to configure a real model. */
export function DemoNotice({ title, body }: { title: string; body: string }) {
  return (
    <div role="note" aria-label={title} className={css.notice}>
      <FlaskConical size={18} aria-hidden="true" className={css.icon} />
      <p className={css.text}>
        <strong className={css.title}>{title}</strong>
        {body}
      </p>
    </div>
  );
}
