import { type HomeSlot, slotAction, slotTitle } from '@lingxi/flows/homeSlots';
import { Spinner } from '@lingxi/ui';
import { useSelector } from '@xstate/react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, type TouchEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './carousel.css';
import { carouselServices } from './homeSlotCalls';
import { isPlainClick, useHomeSlots, watchReducedMotion } from './useHomeSlots';

/** How far a finger travels sideways, more than up or down, to turn a slide. */
const swipeDistance = 40;

/** The picture or the card a slide shows, inside its control. */
function SlideFace({ slot }: { slot: HomeSlot }) {
  const { t } = useTranslation();
  const title = slotTitle(slot);
  if (slot.image) {
    return (
      <>
        <img className={css.image} src={slot.image} alt="" decoding="async" />
        <span className={css.caption}>
          <span className={css.captionTitle}>{title}</span>
        </span>
      </>
    );
  }
  // An app's slide (its logo, description and category) or a route's without a picture.
  return (
    <span className={css.panel}>
      {slot.app?.coverImg ? <img className={css.panelLogo} src={slot.app.coverImg} alt="" decoding="async" /> : null}
      <span className={css.panelText}>
        <span className={css.panelTitle}>{title}</span>
        {slot.app?.des ? <span className={css.panelDes}>{slot.app.des}</span> : null}
        {slot.app ? (
          <span className={css.panelMeta}>
            {slot.app.catName ? <span className={css.panelCategory}>{slot.app.catName}</span> : null}
            <span className={css.panelAction}>
              {t('home.carousel.tryApp')}
              <ChevronRight className={css.inlineIcon} aria-hidden="true" />
            </span>
          </span>
        ) : null}
      </span>
    </span>
  );
}

interface SlideProps {
  slot: HomeSlot;
  position: number;
  count: number;
  isCurrent: boolean;
  isOpening: boolean;
  onOpen: () => void;
}

/**
 * One slide (WAI-ARIA carousel: a group with the role description 幻灯片, named by its place); off screen it is inert.
 * Its control is named by what it shows (the title; an app's description, category and 立即体验 too).
 */
function Slide({ slot, position, count, isCurrent, isOpening, onOpen }: SlideProps) {
  const { t } = useTranslation();
  const action = slotAction(slot);
  const face = <SlideFace slot={slot} />;
  return (
    <div
      role="group"
      aria-roledescription={t('home.carousel.slideRole')}
      aria-label={t('home.carousel.slide', { index: position + 1, count })}
      className={css.slide}
      inert={!isCurrent}
      data-slide={position}
    >
      {action?.kind === 'route' ? (
        <a
          href={action.to}
          className={css.slideControl}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpen();
          }}
        >
          {face}
        </a>
      ) : action?.kind === 'app' ? (
        <button type="button" className={css.slideControl} aria-busy={isOpening} onClick={onOpen}>
          {face}
          {isOpening ? (
            <span className={css.busy}>
              <Spinner label={t('home.slots.opening')} size="sm" tone="current" />
            </span>
          ) : null}
        </button>
      ) : (
        <div className={css.slideStatic}>{face}</div>
      )}
    </div>
  );
}

/**
 * The operator's carousel on /homePage (GET /index-rec/page {type: 'swiper'}), below the hero: the WAI-ARIA carousel
 * pattern — a region with the role description 轮播, the rotation control first, 上一张 / 下一张, the slides (a live
 * region, quiet while they advance by themselves), then the dots. It advances every 5 s, paused while the pointer is
 * over it, the keyboard's focus is in it or the tab is hidden, never under prefers-reduced-motion. Arrow keys turn the
 * slides while the focus is in it, a swipe on touch screens too. A slide opens its route, or its app's conversation
 * (a visitor is asked to log in). Nothing shows without slides or when the call fails.
 */
export default function HomeCarousel() {
  const { t } = useTranslation();
  const carousel = useHomeSlots(carouselServices, true);
  const snapshot = useSelector(carousel, (state) => state);
  const slidesId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const { slots, index, opening, stoppedByUser } = snapshot.context;

  useEffect(() => {
    const visibility = () => carousel.send({ type: 'hold.change', hold: 'hidden', held: document.hidden });
    document.addEventListener('visibilitychange', visibility);
    const unwatch = watchReducedMotion((reduced) => carousel.send({ type: 'motion.change', reduced }));
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      unwatch();
    };
  }, [carousel]);

  // A slide turned while the focus was in the one before: the focus follows to the slide now shown (the old one is
  // inert, which would drop the focus to the page).
  useLayoutEffect(() => {
    const active = document.activeElement;
    const viewport = viewportRef.current;
    if (!viewport || !active || !viewport.contains(active)) return;
    if (active.closest('[data-slide]')?.getAttribute('data-slide') === String(index)) return;
    viewport.querySelector<HTMLElement>(`[data-slide="${index}"] a, [data-slide="${index}"] button`)?.focus();
  }, [index]);

  // The box (CarouselSlot) stays while the slides load; nothing in it afterwards lets it go.
  if (snapshot.matches({ list: 'loading' })) return <span data-carousel-space="" hidden />;
  if (!snapshot.matches({ list: 'shown' })) return null;

  const count = slots.length;
  const isRotating = snapshot.matches({ rotation: 'playing' });
  const hasRotationControl = !snapshot.matches({ rotation: 'still' });
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') carousel.send({ type: 'slide.previous' });
    else if (event.key === 'ArrowRight') carousel.send({ type: 'slide.next' });
    else return;
    event.preventDefault();
  };
  const hover = (held: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || event.pointerType === 'pen') carousel.send({ type: 'hold.change', hold: 'hover', held });
  };
  // The keyboard's focus holds it; a click's focus (not shown) does not, so a tap on a phone leaves it playing.
  const onFocus = (event: FocusEvent) => carousel.send({ type: 'hold.change', hold: 'focus', held: event.target.matches(':focus-visible') });
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.send({ type: 'hold.change', hold: 'focus', held: false });
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) <= Math.abs(touch.clientY - start.y)) return;
    carousel.send({ type: dx < 0 ? 'slide.next' : 'slide.previous' });
  };

  return (
    // Arrow keys from any of its controls turn the slides (the keys reach the region by bubbling).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={css.carousel}
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.label')}
      onKeyDown={onKeyDown}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {hasRotationControl ? (
        <button
          type="button"
          className={css.rotation}
          aria-label={stoppedByUser ? t('home.carousel.start') : t('home.carousel.stop')}
          onClick={() => carousel.send({ type: 'rotation.toggle' })}
        >
          {stoppedByUser ? <Play className={css.smallIcon} aria-hidden="true" /> : <Pause className={css.smallIcon} aria-hidden="true" />}
        </button>
      ) : null}
      {count > 1 ? (
        <>
          <button
            type="button"
            className={css.previous}
            aria-label={t('home.carousel.previous')}
            aria-controls={slidesId}
            onClick={() => carousel.send({ type: 'slide.previous' })}
          >
            <ChevronLeft className={css.buttonIcon} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={css.next}
            aria-label={t('home.carousel.next')}
            aria-controls={slidesId}
            onClick={() => carousel.send({ type: 'slide.next' })}
          >
            <ChevronRight className={css.buttonIcon} aria-hidden="true" />
          </button>
        </>
      ) : null}
      <div
        ref={viewportRef}
        id={slidesId}
        className={css.viewport}
        aria-live={isRotating ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className={css.track} style={{ transform: `translateX(${-index * 100}%)` }}>
          {slots.map((slot, position) => (
            <Slide
              key={slot.id}
              slot={slot}
              position={position}
              count={count}
              isCurrent={position === index}
              isOpening={opening === slot.id}
              onOpen={() => carousel.send({ type: 'slot.open', slotId: slot.id })}
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={css.dots} role="group" aria-label={t('home.carousel.choose')}>
          {slots.map((slot, position) => (
            <button
              key={slot.id}
              type="button"
              className={css.dot}
              aria-label={t('home.carousel.show', { index: position + 1 })}
              aria-current={position === index}
              aria-controls={slidesId}
              onClick={() => carousel.send({ type: 'slide.show', index: position })}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
