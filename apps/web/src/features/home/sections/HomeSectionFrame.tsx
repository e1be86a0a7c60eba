import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import * as css from './homeSections.css';

/**
 * The frame of a home section (features' `homeSections`): a titled row with an optional link to the
 * module's full list. Sections render it only when they have something to show.
 */
export function HomeSectionFrame({ title, more, children }: { title: string; more?: { href: string; label: string }; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.header}>
        <h2 id={headingId} className={css.heading}>
          {title}
        </h2>
        {more ? (
          <Link href={more.href} className={css.more}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
