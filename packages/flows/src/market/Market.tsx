import { Avatar, Badge, Button, EmptyState, Skeleton, SkeletonGroup, Tab, TabList, TabPanel, Tabs, Tag, TagGroup, TextField, VirtualGallery } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Eye, Heart, Images, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button as PlainButton } from 'react-aria-components';
import type { Translate } from '../i18n';
import { authorName, MarketDetailDialog, type MarketDetailServices } from './MarketDetailDialog';
import { type MarketFeedServices, provideMarketFeed } from './marketFeed.machine';
import { type MarketDetail, type MarketItem, type MarketQuery, marketTabs, maxKeywordLength } from './marketTypes';
import type { MarketMessageKey } from './messages';
import { parseMjPrompt } from './mjPromptParser';
import * as css from './Market.css';

export type MarketServices = MarketFeedServices & MarketDetailServices;

export interface MarketProps {
  t: Translate<MarketMessageKey>;
  services: MarketServices;
  /** The query the address holds, and where a new one goes (the app keeps it in the address). */
  query: MarketQuery;
  onQueryChange(query: MarketQuery): void;
  loggedIn: boolean;
  requestLogin(): void;
  onSameStyle(detail: MarketDetail): void;
  /** Narrow (beside the draw form in /draw/square): two to three columns. */
  compact?: boolean;
}

/** Loads the next page this far before the end (px). */
const loadAhead = 600;
/** Space under a picture for its caption (px): the estimate before a card is measured. */
const captionHeight = 64;

/**
 * The market (/market and /draw/square): tabs 推荐 / 最新 / 最热, category chips (全部 first), a search, and the shared
 * drawings as a masonry (2 columns on phones, up to 5), each sized from its picture so nothing shifts; a card opens
 * dialog 12. Visitors browse; liking asks them to log in.
 */
export function Market({ t, services, query, onQueryChange, loggedIn, requestLogin, onSameStyle, compact = false }: MarketProps) {
  const feed = useActorRef(
    useMemo(() => provideMarketFeed(services), [services]),
    { input: { query } },
  );
  useEffect(() => {
    const changed = feed.on('query', (event) => onQueryChange(event.query));
    return () => changed.unsubscribe();
  }, [feed, onQueryChange]);
  const state = useSelector(feed, (snapshot) => snapshot);
  const { items, categories, draft, cursor } = state.context;
  const current = state.context.query;
  const [opened, setOpened] = useState<number | null>(null);
  const more = useCallback(() => feed.send({ type: 'more' }), [feed]);

  const chips = () => (
    <TagGroup
      aria-label={t('market.categories')}
      items={[{ id: 'all', name: t('market.category.all') }, ...categories.map((category) => ({ id: String(category.id), name: category.name }))]}
      selectedKeys={[current.category === null ? 'all' : String(current.category)]}
      onSelectionChange={(keys) => {
        const id = keys === 'all' ? 'all' : String([...keys][0] ?? 'all');
        feed.send({ type: 'category', id: id === 'all' ? null : Number(id) });
      }}
    >
      {(category) => <Tag id={category.id}>{category.name}</Tag>}
    </TagGroup>
  );

  const list = () => {
    if (state.matches({ list: 'failed' }))
      return (
        <p className={css.failed} role="alert">
          <span>{t('market.loadFailed')}</span>
          <Button size="sm" variant="secondary" onPress={() => feed.send({ type: 'retry' })}>
            {t('market.retry')}
          </Button>
        </p>
      );
    if (state.matches({ list: 'empty' }))
      return <EmptyState icon={<Images size={40} />} title={current.keyword ? t('market.emptySearch') : t('market.empty')} headingLevel={2} />;
    if (state.matches({ list: 'loading' }))
      return (
        <SkeletonGroup isBusy label={t('market.loading')}>
          <div className={css.skeletons}>
            {[240, 320, 200, 280, 260, 300].map((height, index) => (
              <Skeleton key={index} height={height} />
            ))}
          </div>
        </SkeletonGroup>
      );
    return (
      <div className={css.feed}>
        <div className={css.galleryBox}>
          <VirtualGallery
            items={items}
            getKey={(item) => item.id}
            layout="masonry"
            aspectOf={(item) => (item.fileInfo ? item.fileInfo.width / item.fileInfo.height : 1)}
            minColumnWidth={compact ? 150 : 200}
            minColumns={2}
            maxColumns={compact ? 3 : 5}
            extraHeight={captionHeight}
            endMargin={loadAhead}
            onEndReached={more}
            aria-label={t('market.gallery')}
            renderItem={(item, index) => <MarketCard t={t} item={item} onOpen={() => setOpened(index)} />}
          />
        </div>
        {state.matches({ list: { ready: 'loadingMore' } }) ? (
          <p className={css.status} role="status">
            {t('market.loading')}
          </p>
        ) : state.matches({ list: { ready: 'moreFailed' } }) ? (
          <p className={css.failed} role="alert">
            <span>{t('market.moreFailed')}</span>
            <Button size="sm" variant="secondary" onPress={() => feed.send({ type: 'retry' })}>
              {t('market.retry')}
            </Button>
          </p>
        ) : cursor === null ? (
          <p className={css.status}>{t('market.end')}</p>
        ) : null}
      </div>
    );
  };

  return (
    <div className={css.market}>
      <Tabs selectedKey={current.tab} onSelectionChange={(key) => feed.send({ type: 'tab', tab: marketTabs.find((tab) => tab === key) ?? 'featured' })}>
        <div className={css.toolbar}>
          <TabList aria-label={t('market.tabs')}>
            {marketTabs.map((tab) => (
              <Tab key={tab} id={tab}>
                {t(`market.tab.${tab}`)}
              </Tab>
            ))}
          </TabList>
          <div className={css.search}>
            <TextField
              aria-label={t('market.search')}
              type="search"
              placeholder={t('market.searchPlaceholder')}
              maxLength={maxKeywordLength}
              value={draft}
              startAdornment={<Search size={16} aria-hidden />}
              onChange={(keyword) => feed.send({ type: 'search.input', keyword })}
              onKeyDown={(event) => event.key === 'Enter' && feed.send({ type: 'search.submit' })}
            />
          </div>
        </div>
        {marketTabs.map((tab) => (
          <TabPanel key={tab} id={tab}>
            {/* In the panel: Tabs builds its collection from what else it holds, and a tag there would join it. */}
            <div className={css.panel}>
              {chips()}
              {list()}
            </div>
          </TabPanel>
        ))}
      </Tabs>
      {opened !== null ? (
        <MarketDetailDialog
          t={t}
          services={services}
          ids={items.map((item) => item.id)}
          index={opened}
          loggedIn={loggedIn}
          requestLogin={requestLogin}
          onSameStyle={(detail) => {
            setOpened(null);
            onSameStyle(detail);
          }}
          onCounts={(counts) => feed.send({ type: 'item.update', ...counts })}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </div>
  );
}

/** One shared drawing in the masonry: the blurred preview, then the thumbnail; the prompt, the author, the counts. */
function MarketCard({ t, item, onOpen }: { t: Translate<MarketMessageKey>; item: MarketItem; onOpen(): void }) {
  const text = item.originPrompt || parseMjPrompt(item.prompt).cleaned;
  const name = authorName(t, item);
  const ratio = item.fileInfo ? `${item.fileInfo.width} / ${item.fileInfo.height}` : '1 / 1';
  return (
    <article className={css.card}>
      <PlainButton
        className={css.open}
        style={{ aspectRatio: ratio, backgroundImage: item.preview ? `url("${item.preview}")` : undefined }}
        aria-label={t('market.open', { prompt: text })}
        onPress={onOpen}
      >
        {item.thumbnail ? <img className={css.picture} src={item.thumbnail} alt="" loading="lazy" decoding="async" /> : null}
        {item.sample ? (
          <span className={css.sample}>
            <Badge tone="info" size="sm">
              {t('market.sample')}
            </Badge>
          </span>
        ) : null}
      </PlainButton>
      <div className={css.caption}>
        <p className={css.cardPrompt}>{text}</p>
        <div className={css.meta}>
          <span className={css.author}>
            <Avatar name={name} src={item.avatar || undefined} alt="" size="xs" />
            <span className={css.name}>{name}</span>
          </span>
          <span className={css.count} aria-label={t('market.likes', { count: item.agreeNum })}>
            <Heart size={12} aria-hidden fill={item.agree ? 'currentColor' : 'none'} />
            {item.agreeNum}
          </span>
          <span className={css.count} aria-label={t('market.views', { count: item.visitNum })}>
            <Eye size={12} aria-hidden />
            {item.visitNum}
          </span>
        </div>
      </div>
    </article>
  );
}
