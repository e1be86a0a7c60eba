import { Badge, type BadgeTone, Button } from '@lingxi/ui';
import { Pencil, Trash2, Users } from 'lucide-react';
import { useId } from 'react';
import type { Translate } from '../i18n';
import * as css from './AppCentre.css';
import { AppPicture, ChatButton, CollectStar } from './appListView';
import type { AppBadgeKind } from './appStoreTypes';
import type { AppStoreMessageKey } from './messages';

/** What a card shows, from either list. */
export interface AppCardData {
  appId: number;
  name: string;
  des: string;
  coverImg: string;
  /** The category's name ('' when unknown). */
  category: string;
  /** The author's nickname; null for an official app (官方), undefined when the list does not say. */
  author?: string | null;
  useCount?: number;
  collected: boolean;
  /** Whether the star shows (not on one's own apps in 我的应用). */
  canCollect: boolean;
  badges: { kind: AppBadgeKind; reason: string }[];
  canTry: boolean;
  /** One's own app: 编辑 (disabled while 审核中) and 删除. */
  own?: { editable: boolean };
}

export interface AppCardProps {
  t: Translate<AppStoreMessageKey>;
  app: AppCardData;
  /** This card's 尝试指令 is creating its conversation. */
  isOpening: boolean;
  /** Another card's is: this one waits. */
  isBusy: boolean;
  headingLevel: 2 | 3 | 4;
  onCollect(): void;
  onTry(): void;
  onEdit(): void;
  onDelete(): void;
}

const badgeTones: Record<AppBadgeKind, BadgeTone> = { private: 'neutral', reviewing: 'warning', approved: 'success', rejected: 'danger', disabled: 'neutral' };

/**
 * One app: its logo, name (one line, an ellipsis when long), category and author (or 官方), description, use count, the
 * collect star (a toggle: aria-pressed) and 尝试指令; in 我的应用 its review badges with the reason, 编辑 and 删除.
 */
export function AppCard({ t, app, isOpening, isBusy, headingLevel, onCollect, onTry, onEdit, onDelete }: AppCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const author = app.author === null ? t('appStore.card.official') : app.author;
  return (
    <article className={css.card} aria-labelledby={titleId}>
      <div className={css.cardHead}>
        <AppPicture app={app} className={css.logo} fallbackClassName={css.logoFallback} size={48} />
        <div className={css.titleBox}>
          <Heading id={titleId} className={css.name} title={app.name}>
            {app.name}
          </Heading>
          {app.category || author ? (
            <p className={css.meta}>
              {app.category ? <span className={css.metaCategory}>{app.category}</span> : null}
              {app.category && author ? <span aria-hidden="true">·</span> : null}
              {author ? <span className={css.metaPart}>{author}</span> : null}
            </p>
          ) : null}
        </div>
        {app.canCollect ? <CollectStar label={t('appStore.card.collect', { name: app.name })} isSelected={app.collected} onChange={onCollect} /> : null}
      </div>
      {app.badges.length > 0 ? (
        <div className={css.badges}>
          {app.badges.map((badge) => (
            <Badge key={badge.kind} tone={badgeTones[badge.kind]} size="sm">
              {t(`appStore.badge.${badge.kind}`)}
            </Badge>
          ))}
        </div>
      ) : null}
      <p className={css.des}>{app.des}</p>
      {app.badges
        .filter((badge) => badge.reason)
        .map((badge) => (
          <p key={badge.kind} className={css.reason}>
            {t('appStore.card.reason', { reason: badge.reason })}
          </p>
        ))}
      <div className={css.foot}>
        {app.useCount !== undefined ? (
          <span className={css.uses}>
            <Users size={12} aria-hidden="true" />
            {t('appStore.card.uses', { count: app.useCount })}
          </span>
        ) : null}
        <div className={css.actions}>
          {app.own ? (
            <>
              <Button size="sm" variant="quiet" isDisabled={!app.own.editable} aria-label={t('appStore.card.editLabel', { name: app.name })} onPress={onEdit}>
                <span className={css.buttonLabel}>
                  <Pencil size={14} aria-hidden="true" />
                  {t('appStore.card.edit')}
                </span>
              </Button>
              <Button size="sm" variant="quiet" aria-label={t('appStore.card.deleteLabel', { name: app.name })} onPress={onDelete}>
                <span className={css.buttonLabel}>
                  <Trash2 size={14} aria-hidden="true" />
                  {t('appStore.card.delete')}
                </span>
              </Button>
            </>
          ) : null}
          {app.canTry ? <ChatButton t={t} kind="try" name={app.name} isOpening={isOpening} isBusy={isBusy} onPress={onTry} /> : null}
        </div>
      </div>
    </article>
  );
}
