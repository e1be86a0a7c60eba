import { Button, Skeleton, SkeletonGroup } from '@lingxi/ui';
import { Bot } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocale } from 'react-aria-components';
import { DrawingCard, type DrawingGalleryProps } from './DrawingGallery';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawingChannel.css';

export interface DrawingChannelProps extends Omit<DrawingGalleryProps, 'onEndReached'> {
  /** The first page is being loaded: skeleton messages. */
  loading: boolean;
  /** There are older drawings: 加载更早的作品 asks for them. */
  onLoadOlder?: () => void;
}

const modeKey = { fast: 'drawing.form.mode.fast', relax: 'drawing.form.mode.relax', turbo: 'drawing.form.mode.turbo' } as const;

/**
 * /channels/@me: my drawings as a chat channel, oldest at the top, the newest just above the composer — each a message
 * of the drawing bot (time, prompt, mode) holding its task card. It follows the newest message while the reader is at
 * the bottom; reading further up, a new drawing does not pull the page away.
 */
export function DrawingChannel({ t, drawings, loading, onLoadOlder, ...card }: DrawingChannelProps) {
  const { locale } = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newest = drawings[0]?.id;
  // Newest first in the list; a channel reads the other way.
  const messages = [...drawings].reverse();

  useLayoutEffect(() => {
    const node = scroller.current;
    if (node && atBottom.current) node.scrollTop = node.scrollHeight;
  }, [newest, loading]);

  // Pictures, fonts and the box's own size arrive after the first layout: a channel read at its bottom stays there
  // as they change its height (else it is left wherever the first layout put it).
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = scroller.current;
    const inner = content.current;
    if (!node || !inner) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) node.scrollTop = node.scrollHeight;
    });
    observer.observe(node);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const time = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (
    // Focusable, so the keyboard can scroll the channel whatever it holds (a skeleton has nothing to focus): axe's
    // scrollable-region-focusable.
    <div
      ref={scroller}
      role="region"
      aria-label={t('drawing.channel.title')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={css.scroller}
      onScroll={(event) => {
        const node = event.currentTarget;
        atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < 48;
      }}
    >
      <div ref={content}>
        {loading && drawings.length === 0 ? (
          <SkeletonGroup label={t('drawing.loading')}>
            {[0, 1, 2].map((index) => (
              <div key={index} className={css.message}>
                <Skeleton variant="circle" width={36} />
                <div className={css.body}>
                  <Skeleton width="30%" />
                  <Skeleton lines={2} />
                  <Skeleton variant="rect" height={160} width={240} />
                </div>
              </div>
            ))}
          </SkeletonGroup>
        ) : (
          <>
            {onLoadOlder ? (
              <div className={css.older}>
                <Button size="sm" variant="secondary" onPress={onLoadOlder}>
                  {t('drawing.channel.older')}
                </Button>
              </div>
            ) : null}
            <ol className={css.list} aria-label={t('drawing.gallery')}>
              {messages.map((drawing) => (
                <li key={drawing.id} className={css.message}>
                  <span className={css.avatar} aria-hidden="true">
                    <Bot size={20} />
                  </span>
                  <div className={css.body}>
                    <p className={css.meta}>
                      <span className={css.author}>{t(drawing.kind === 'image' ? 'drawing.channel.imageBot' : 'drawing.channel.bot')}</span>
                      <time dateTime={drawing.createdAt}>{time.format(new Date(drawing.createdAt))}</time>
                      {drawing.mode ? <span>{t(modeKey[drawing.mode] as DrawingMessageKey)}</span> : null}
                    </p>
                    <div className={css.card}>
                      <DrawingCard t={t} drawing={drawing} {...card} />
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
