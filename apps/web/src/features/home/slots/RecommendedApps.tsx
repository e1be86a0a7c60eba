import { type HomeSlot, slotAction, slotImage, slotTitle } from '@lingxi/flows/homeSlots';
import { Button } from '@lingxi/ui';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeSectionFrame } from '../sections/HomeSectionFrame';
import { recommendedServices } from './homeSlotCalls';
import * as css from './recommendedApps.css';
import { isPlainClick, useHomeSlots } from './useHomeSlots';

interface CardProps {
  slot: HomeSlot;
  /** This card's app conversation is being made. */
  isOpening: boolean;
  /** Another card's is: this one waits. */
  isBusy: boolean;
  onOpen: () => void;
}

/** One recommendation: its logo (or picture), title, the app's category and description, 尝试 (an app) or 打开 (a route). */
function RecommendedCard({ slot, isOpening, isBusy, onOpen }: CardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = slotTitle(slot);
  const image = slotImage(slot);
  const action = slotAction(slot);
  return (
    <article className={css.card} aria-labelledby={titleId}>
      <div className={css.head}>
        {image ? (
          <img className={css.logo} src={image} alt="" width={48} height={48} decoding="async" />
        ) : (
          <span className={css.logoFallback} aria-hidden="true">
            {[...title][0] ?? ''}
          </span>
        )}
        <div className={css.titleBox}>
          <h3 id={titleId} className={css.name} title={title}>
            {title}
          </h3>
          {slot.app?.catName ? <p className={css.category}>{slot.app.catName}</p> : null}
        </div>
      </div>
      {slot.app?.des ? <p className={css.des}>{slot.app.des}</p> : null}
      <div className={css.foot}>
        {action?.kind === 'app' ? (
          <Button
            size="sm"
            variant="secondary"
            isPending={isOpening}
            isDisabled={isBusy}
            pendingLabel={t('home.slots.opening')}
            aria-label={t('home.recommended.tryLabel', { name: title })}
            onPress={onOpen}
          >
            {t('home.recommended.try')}
          </Button>
        ) : action?.kind === 'route' ? (
          <a
            href={action.to}
            className={css.openLink}
            aria-label={t('home.recommended.openLabel', { name: title })}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen();
            }}
          >
            {t('home.recommended.open')}
          </a>
        ) : null}
      </div>
    </article>
  );
}

/**
 * 推荐应用 on the home page (the home feature's own section): the operator's recommended apps and routes
 * (GET /index-rec/rec-get) as cards, with 查看全部 → /app-store. 尝试 makes the app's conversation and opens it (a
 * visitor is asked to log in); 打开 opens the route. Nothing shows while it loads, without slots or on a failure.
 */
export default function RecommendedApps() {
  const { t } = useTranslation();
  const row = useHomeSlots(recommendedServices, false);
  const snapshot = useSelector(row, (state) => state);
  if (!snapshot.matches({ list: 'shown' })) return null;
  const { slots, opening } = snapshot.context;
  return (
    <HomeSectionFrame title={t('home.recommended.title')} more={{ href: '/app-store', label: t('home.recommended.all') }}>
      <div className={css.container}>
        <ul className={css.list}>
          {slots.map((slot, position) => (
            <li key={slot.id} className={position === 0 ? `${css.item} ${css.featured}` : css.item}>
              <RecommendedCard
                slot={slot}
                isOpening={opening === slot.id}
                isBusy={opening !== null && opening !== slot.id}
                onOpen={() => row.send({ type: 'slot.open', slotId: slot.id })}
              />
            </li>
          ))}
        </ul>
      </div>
    </HomeSectionFrame>
  );
}
