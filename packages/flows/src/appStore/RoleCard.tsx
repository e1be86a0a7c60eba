import { useId } from 'react';
import type { Translate } from '../i18n';
import { AppPicture, ChatButton, CollectStar } from './appListView';
import { demoLinesOf, type HotApp } from './appStoreTypes';
import type { AppStoreMessageKey } from './messages';
import * as centre from './AppCentre.css';
import * as css from './RoleGallery.css';

interface RoleCardProps {
  t: Translate<AppStoreMessageKey>;
  app: Pick<HotApp, 'name' | 'des' | 'coverImg' | 'demoData'>;
  collected: boolean;
  /** This card's 开始对话 is creating its conversation. */
  isOpening: boolean;
  /** Another card's is: this one waits. */
  isBusy: boolean;
  headingLevel: 2 | 3;
  onCollect(): void;
  onStart(): void;
}

/**
 * A character (an app of a role category): its portrait (the app's picture, else its first character), name (one line,
 * an ellipsis when long), description, its first example as a speech bubble, the collect star and 开始对话.
 */
export function RoleCard({ t, app, collected, isOpening, isBusy, headingLevel, onCollect, onStart }: RoleCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [line] = demoLinesOf(app.demoData);
  return (
    <article className={css.card} aria-labelledby={titleId}>
      <AppPicture app={app} className={css.portrait} fallbackClassName={css.portraitFallback} size={240} />
      <div className={css.body}>
        <div className={css.head}>
          <Heading id={titleId} className={css.name} title={app.name}>
            {app.name}
          </Heading>
          <CollectStar label={t('appStore.card.collect', { name: app.name })} isSelected={collected} onChange={onCollect} />
        </div>
        <p className={centre.des}>{app.des}</p>
        {line ? (
          <blockquote className={css.bubble}>
            <p className={css.quote}>{t('appStore.role.quote', { line })}</p>
          </blockquote>
        ) : null}
        <div className={css.foot}>
          <ChatButton t={t} kind="start" name={app.name} isOpening={isOpening} isBusy={isBusy} onPress={onStart} />
        </div>
      </div>
    </article>
  );
}
