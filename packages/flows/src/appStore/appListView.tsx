import { Button, Skeleton, SkeletonGroup, Tag, TagGroup, TextField, VirtualGallery } from '@lingxi/ui';
import { Search, Star } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { ActorRef, Snapshot } from 'xstate';
import type { Translate } from '../i18n';
import type { Notice } from '../session/notify';
import type { AppCentreEmitted, AppCentreEvent } from './appCentre.machine';
import * as css from './AppCentre.css';
import { maxAppKeywordLength, virtualiseAppsFrom } from './appStoreTypes';
import type { AppStoreMessageKey } from './messages';

// The view pieces the app centre and the role gallery share, as their machines share theirs.

/** What a view of the app lists hands the app. */
export interface AppListHandlers {
  loggedIn: boolean;
  /** A visitor pressed what needs a login: the app opens the login dialog. */
  requestLogin(): void;
  /** Shows a notice (a toast in the app). */
  notify(notice: Notice<AppStoreMessageKey>): void;
  /** 尝试指令 (开始对话) made the app's conversation: the app opens /chat/:id with the examples as starter chips. */
  onOpenChat(groupId: number, demoLines: string[]): void;
}

/** Hands the machine's notices, conversations and login requests to the app, and tells it who is logged in. */
export function useAppListHandlers(
  actor: ActorRef<Snapshot<unknown>, AppCentreEvent, AppCentreEmitted>,
  { loggedIn, requestLogin, notify, onOpenChat }: AppListHandlers,
) {
  useEffect(() => {
    const subscriptions = [
      actor.on('notify', (event) => notify(event.notice)),
      actor.on('openChat', (event) => onOpenChat(event.groupId, event.demoLines)),
      actor.on('requestLogin', () => requestLogin()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, notify, onOpenChat, requestLogin]);
  useEffect(() => actor.send({ type: 'session.change', loggedIn }), [actor, loggedIn]);
}

/** The search box of a list: what is typed goes to the machine (applied after a pause), Enter applies it at once. */
export function AppSearchField({ label, placeholder, value, send }: { label: string; placeholder: string; value: string; send(event: AppCentreEvent): void }) {
  return (
    <div className={css.search}>
      <TextField
        aria-label={label}
        type="search"
        placeholder={placeholder}
        maxLength={maxAppKeywordLength}
        value={value}
        startAdornment={<Search size={16} aria-hidden />}
        onChange={(keyword) => send({ type: 'search.input', keyword })}
        onKeyDown={(event) => event.key === 'Enter' && send({ type: 'search.submit' })}
      />
    </div>
  );
}

/** Category chips, one chosen: `selected` is a chip's id ('all' for 全部, which stands for null). */
export function CategoryChips({
  label,
  items,
  selected,
  send,
}: {
  label: string;
  items: { id: string; name: string }[];
  selected: string;
  send(event: AppCentreEvent): void;
}) {
  return (
    <TagGroup
      aria-label={label}
      items={items}
      selectedKeys={[selected]}
      onSelectionChange={(keys) => {
        const id = keys === 'all' ? 'all' : String([...keys][0] ?? 'all');
        send({ type: 'category.select', catId: id === 'all' ? null : Number(id) });
      }}
    >
      {(category) => <Tag id={category.id}>{category.name}</Tag>}
    </TagGroup>
  );
}

/** A failed list: what went wrong and 重试. */
export function ListRetry({ t, text, onRetry }: { t: Translate<AppStoreMessageKey>; text: string; onRetry(): void }) {
  return (
    <p className={css.failed} role="alert">
      <span>{text}</span>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t('appStore.retry')}
      </Button>
    </p>
  );
}

/** Skeleton cards while a list loads, the region busy with `label`; `card` is one card's shapes. */
export function ListLoading({ label, card, className = css.skeletons }: { label: string; card: ReactNode; className?: string }) {
  return (
    <SkeletonGroup isBusy label={label}>
      <div className={className}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index} className={css.skeletonCard}>
            {card}
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** An app card's skeleton: logo, name, two lines. */
export const appCardSkeleton = (
  <>
    <Skeleton variant="rect" width={48} height={48} />
    <Skeleton width="60%" />
    <Skeleton lines={2} />
  </>
);

/** Under a list: loading the next page, its failure with 重试, or the end once all `count` rows are shown. */
export function ListTail({
  t,
  loadingMore,
  moreFailed,
  shown,
  count,
  onRetry,
}: {
  t: Translate<AppStoreMessageKey>;
  loadingMore: boolean;
  moreFailed: boolean;
  shown: number;
  count: number;
  onRetry(): void;
}) {
  if (loadingMore)
    return (
      <p className={css.status} role="status">
        {t('appStore.loading')}
      </p>
    );
  if (moreFailed) return <ListRetry t={t} text={t('appStore.moreFailed')} onRetry={onRetry} />;
  return shown >= count && shown > 0 ? <p className={css.status}>{t('appStore.end')}</p> : null;
}

/** An app's picture, or without one its name's first character (decorative: the name is the card's heading). */
export function AppPicture({
  app,
  className,
  fallbackClassName,
  size,
}: {
  app: { coverImg: string; name: string };
  className: string;
  fallbackClassName: string;
  size: number;
}) {
  if (app.coverImg) return <img className={className} src={app.coverImg} alt="" decoding="async" width={size} height={size} />;
  return (
    <span className={fallbackClassName} aria-hidden="true">
      {[...app.name][0] ?? ''}
    </span>
  );
}

/** The collect star: a toggle (aria-pressed), filled while collected. */
export function CollectStar({
  label,
  isSelected,
  onChange,
  className = css.star,
}: {
  label: string;
  isSelected: boolean;
  onChange(): void;
  className?: string;
}) {
  return (
    <ToggleButton className={className} isSelected={isSelected} onChange={onChange} aria-label={label}>
      <Star size={18} aria-hidden="true" fill={isSelected ? 'currentColor' : 'none'} />
    </ToggleButton>
  );
}

/**
 * A card's conversation button, 尝试指令 (`try`) or 开始对话 (`start`), named with the app: pending while its conversation
 * is being made, waiting while another card's is.
 */
export function ChatButton({
  t,
  kind,
  name,
  isOpening,
  isBusy,
  onPress,
}: {
  t: Translate<AppStoreMessageKey>;
  kind: 'try' | 'start';
  name: string;
  isOpening: boolean;
  isBusy: boolean;
  onPress(): void;
}) {
  const [text, label] =
    kind === 'try' ? (['appStore.card.try', 'appStore.card.tryLabel'] as const) : (['appStore.role.start', 'appStore.role.startLabel'] as const);
  return (
    <Button
      size="sm"
      variant={kind === 'try' ? 'secondary' : 'primary'}
      isFullWidth={kind === 'start'}
      isPending={isOpening}
      isDisabled={isBusy}
      pendingLabel={t('appStore.card.trying')}
      aria-label={t(label, { name })}
      onPress={onPress}
    >
      {t(text)}
    </Button>
  );
}

/** Where a paged list's `ready` state is: `idle`, `loadingMore` or `moreFailed` (from its region's state value). */
export const pagingOf = (value: string | { ready?: string }) => (typeof value === 'object' && value.ready ? value.ready : 'idle');

/** A paged list's cards (AppGrid) and what is under them (ListTail); `send` asks for the next page, or again. */
export function ListPages<Row>({
  t,
  list,
  paging,
  send,
  ...grid
}: {
  t: Translate<AppStoreMessageKey>;
  list: { rows: Row[]; count: number };
  paging: string;
  send(event: AppCentreEvent): void;
} & Pick<AppGridProps<Row>, 'getKey' | 'label' | 'render' | 'className' | 'minColumnWidth'>) {
  const { rows, count } = list;
  const onMore = useCallback(() => send({ type: 'list.more' }), [send]);
  return (
    <>
      <AppGrid {...grid} items={rows} count={count} hasMore={rows.length < count} onMore={onMore} />
      <ListTail
        t={t}
        loadingMore={paging === 'loadingMore'}
        moreFailed={paging === 'moreFailed'}
        shown={rows.length}
        count={count}
        onRetry={() => send({ type: 'list.retry' })}
      />
    </>
  );
}

/** Loads the next page this far before the end of the list (px). */
const loadAhead = 400;

interface AppGridProps<Row> {
  items: Row[];
  /** All the list's rows, loaded or not. */
  count: number;
  getKey(row: Row): number;
  label: string;
  hasMore: boolean;
  onMore(): void;
  render(row: Row): ReactNode;
  /** The grid's class (the app centre's cards by default). */
  className?: string;
  /** The narrowest column of the virtualised grid (px). */
  minColumnWidth?: number;
}

/**
 * The cards: a plain grid that asks for more when its end comes within `loadAhead` of the view (wherever it scrolls: the
 * page or the dialog's body); a list of more than `virtualiseAppsFrom` cards is a grid that mounts only what is on screen
 * (packages/ui VirtualGallery, as the market's) in a box that scrolls itself.
 */
export function AppGrid<Row>({ items, count, getKey, label, hasMore, onMore, render, className = css.grid, minColumnWidth = 240 }: AppGridProps<Row>) {
  const end = useRef<HTMLDivElement>(null);
  // Decided by the count from the first page on: switching while the reader scrolls would throw them back to the top.
  const virtual = count > virtualiseAppsFrom;
  useEffect(() => {
    const element = end.current;
    if (!element || !hasMore || virtual) return;
    // Observed again after every page: an end still in view asks for the next one.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore(), { rootMargin: `${loadAhead}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, onMore, virtual, items.length]);
  if (virtual)
    return (
      <div className={css.virtualBox}>
        <VirtualGallery
          items={items}
          getKey={getKey}
          layout="grid"
          minColumnWidth={minColumnWidth}
          extraHeight={0}
          endMargin={loadAhead}
          onEndReached={hasMore ? onMore : undefined}
          aria-label={label}
          renderItem={(row) => render(row)}
        />
      </div>
    );
  return (
    <>
      <ul className={className} aria-label={label}>
        {items.map((row) => (
          <li key={getKey(row)} className={css.gridItem}>
            {render(row)}
          </li>
        ))}
      </ul>
      <div ref={end} className={css.sentinel} aria-hidden="true" />
    </>
  );
}
