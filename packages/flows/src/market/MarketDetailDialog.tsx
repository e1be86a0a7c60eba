import { Avatar, Button, Dialog, MediaViewer, Modal, Skeleton, SkeletonGroup } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Eye, Heart } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Button as PlainButton } from 'react-aria-components';
import { type CopyOutcome, copyOutcome, selectForCopying } from '../clipboard/clipboard';
import type { Translate } from '../i18n';
import { type LikeState, provideLikeToggle } from './likeToggle.machine';
import { provideMarketDetail } from './marketDetail.machine';
import type { MarketDetail } from './marketTypes';
import type { MarketMessageKey } from './messages';
import { modelLabel, parseMjPrompt } from './mjPromptParser';
import * as css from './Market.css';

export interface MarketDetailServices {
  loadDetail(id: number): Promise<MarketDetail>;
  agree(id: number): Promise<LikeState>;
  /** Copies text; the outcome decides the message (tests pass a fake clipboard). */
  copy?(text: string): Promise<CopyOutcome>;
  /** Shows a message (a toast in the app). */
  notify(message: string, tone: 'success' | 'warning'): void;
}

export interface MarketDetailDialogProps {
  t: Translate<MarketMessageKey>;
  services: MarketDetailServices;
  /** The feed's items in order, and the one opened. */
  ids: readonly number[];
  index: number;
  loggedIn: boolean;
  /** A logged-out like: the app opens the login dialog. */
  requestLogin(): void;
  /** 做同款: the app fills the draw form with the item's prompt and parameters. */
  onSameStyle(detail: MarketDetail): void;
  /** A shown item's counts (a view counted, a like): the feed shows them too. */
  onCounts(detail: Pick<MarketDetail, 'id' | 'agree' | 'agreeNum' | 'visitNum'>): void;
  onClose(): void;
}

/** Author's name as SPEC §2.3 dialog 12 says: the nickname, else the username, else 匿名. */
export const authorName = (t: Translate<MarketMessageKey>, item: { nickname: string; username: string }) =>
  item.nickname.trim() || item.username.trim() || t('market.anonymous');

/**
 * Dialog 12, the market detail: the picture (its thumbnail, then the full size; it opens the viewer), the author, views
 * and likes with the like toggle, both prompts with copy buttons, the parameters the prompt says (model, ratio, size,
 * advanced; a DALL·E drawing shows its model), 做同款, and ← → through the feed.
 */
export function MarketDetailDialog({ t, services, ids, index, loggedIn, requestLogin, onSameStyle, onCounts, onClose }: MarketDetailDialogProps) {
  const detailActor = useActorRef(
    useMemo(() => provideMarketDetail(services.loadDetail), [services.loadDetail]),
    { input: { ids, index } },
  );
  useEffect(() => {
    const shown = detailActor.on('shown', (event) => onCounts(event.detail));
    return () => shown.unsubscribe();
  }, [detailActor, onCounts]);
  const state = useSelector(detailActor, (snapshot) => snapshot);
  const { detail, error } = state.context;
  const at = state.context.index;
  const key = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    if (event.key === 'ArrowRight') detailActor.send({ type: 'next' });
    if (event.key === 'ArrowLeft') detailActor.send({ type: 'previous' });
  };
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()} size="xl">
      {/* The arrows move through the feed wherever the focus is in the dialog (but in a text field). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div onKeyDown={key}>
        <Dialog
          title={t('market.detail.title')}
          closeLabel={t('market.detail.close')}
          footer={
            <div className={css.footer}>
              <div className={css.stepper}>
                <Button variant="secondary" isDisabled={at === 0} onPress={() => detailActor.send({ type: 'previous' })}>
                  {t('market.detail.previous')}
                </Button>
                <Button variant="secondary" isDisabled={at >= ids.length - 1} onPress={() => detailActor.send({ type: 'next' })}>
                  {t('market.detail.next')}
                </Button>
              </div>
              <Button isDisabled={!detail || !state.matches('shown')} onPress={() => detail && onSameStyle(detail)}>
                {t('market.detail.sameStyle')}
              </Button>
            </div>
          }
        >
          {state.matches('failed') ? (
            <p className={css.failed} role="alert">
              <span>{error && 'key' in error ? t(error.key) : error?.text}</span>
              <Button size="sm" variant="secondary" onPress={() => detailActor.send({ type: 'retry' })}>
                {t('market.retry')}
              </Button>
            </p>
          ) : state.matches('loading') || !detail ? (
            <SkeletonGroup isBusy label={t('market.detail.loading')}>
              <div className={css.detail}>
                <Skeleton height={320} />
                <div className={css.info}>
                  <Skeleton width="50%" />
                  <Skeleton lines={4} />
                </div>
              </div>
            </SkeletonGroup>
          ) : (
            <DetailBody
              key={detail.id}
              t={t}
              detail={detail}
              services={services}
              loggedIn={loggedIn}
              requestLogin={requestLogin}
              onLiked={(like) => onCounts({ id: detail.id, agree: like.agree ? 'agree' : null, agreeNum: like.agreeNum, visitNum: detail.visitNum })}
            />
          )}
        </Dialog>
      </div>
    </Modal>
  );
}

interface DetailBodyProps {
  t: Translate<MarketMessageKey>;
  detail: MarketDetail;
  services: MarketDetailServices;
  loggedIn: boolean;
  requestLogin(): void;
  onLiked(like: LikeState): void;
}

function DetailBody({ t, detail, services, loggedIn, requestLogin, onLiked }: DetailBodyProps) {
  const parsed = useMemo(() => parseMjPrompt(detail.prompt), [detail.prompt]);
  const [full, setFull] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const like = useActorRef(
    useMemo(() => provideLikeToggle(services.agree, requestLogin), [services.agree, requestLogin]),
    { input: { itemId: detail.id, agree: detail.agree === 'agree', agreeNum: detail.agreeNum, loggedIn } },
  );
  const liked = useSelector(like, (snapshot) => snapshot.context);
  useEffect(() => like.send({ type: 'session', loggedIn }), [like, loggedIn]);
  // The server's answer (or the count put back) goes to the feed.
  useEffect(() => {
    const settled = like.on('settled', (event) => onLiked(event));
    return () => settled.unsubscribe();
  }, [like, onLiked]);
  useEffect(() => {
    if (liked.error) services.notify('key' in liked.error ? t(liked.error.key) : liked.error.text, 'warning');
  }, [liked.error, services, t]);

  // The thumbnail shows at once; the full picture replaces it once loaded.
  useEffect(() => {
    if (!detail.imageUrl || detail.imageUrl === detail.thumbnail) return;
    const image = new Image();
    image.onload = () => setFull(true);
    image.src = detail.imageUrl;
    return () => {
      image.onload = null;
    };
  }, [detail.imageUrl, detail.thumbnail]);
  const name = authorName(t, detail);
  const shown = (full ? detail.imageUrl : detail.thumbnail) ?? detail.preview ?? '';
  const size = detail.fileInfo ? `${detail.fileInfo.width} × ${detail.fileInfo.height}` : t('market.detail.none');

  const copy = async (text: string, element: HTMLElement | null) => {
    const outcome = await (services.copy ?? copyOutcome)(text);
    if (outcome === 'copied') services.notify(t('market.copied'), 'success');
    else if (outcome === 'refused') services.notify(t('market.copyFailed'), 'warning');
    else {
      if (element) selectForCopying(element);
      services.notify(t('market.copyUnsupported'), 'warning');
    }
  };

  return (
    <div className={css.detail}>
      <PlainButton className={css.stage} aria-label={t('market.detail.viewLarge')} onPress={() => setViewing(0)}>
        <img
          className={css.stagePicture}
          src={shown}
          alt={detail.originPrompt || parsed.cleaned}
          width={detail.fileInfo?.width}
          height={detail.fileInfo?.height}
          style={detail.preview ? { backgroundImage: `url("${detail.preview}")`, backgroundSize: 'cover' } : undefined}
        />
      </PlainButton>
      <div className={css.info}>
        <div className={css.byline}>
          <Avatar name={name} src={detail.avatar || undefined} alt="" size="sm" />
          <span className={css.authorName}>{name}</span>
          <span className={css.counts}>
            <span className={css.count}>
              <Eye size={14} aria-hidden />
              {t('market.detail.viewCount', { count: detail.visitNum })}
            </span>
            <span className={css.count} aria-live="polite">
              {t('market.detail.likeCount', { count: liked.agreeNum })}
            </span>
          </span>
          <Button size="sm" variant={liked.agree ? 'primary' : 'secondary'} aria-pressed={liked.agree} onPress={() => like.send({ type: 'press' })}>
            <span className={css.likeLabel}>
              <Heart size={14} aria-hidden fill={liked.agree ? 'currentColor' : 'none'} />
              {t('market.detail.like')}
            </span>
          </Button>
        </div>
        {detail.originPrompt ? <PromptBlock t={t} title={t('market.detail.originPrompt')} text={detail.originPrompt} onCopy={copy} /> : null}
        <PromptBlock t={t} title={t('market.detail.cleanPrompt')} text={detail.kind === 'image' ? detail.prompt : parsed.cleaned} onCopy={copy} />
        <section className={css.block} aria-labelledby={`market-params-${detail.id}`}>
          <h3 id={`market-params-${detail.id}`} className={css.blockTitle}>
            {t('market.detail.params')}
          </h3>
          <dl className={css.params}>
            <dt>{t('market.detail.model')}</dt>
            <dd>{detail.kind === 'image' ? detail.imageModel || 'DALL·E' : modelLabel(parsed.model)}</dd>
            {detail.kind === 'image' ? null : (
              <>
                <dt>{t('market.detail.ratio')}</dt>
                <dd>{parsed.ratio}</dd>
              </>
            )}
            <dt>{t('market.detail.size')}</dt>
            <dd>{size}</dd>
            {detail.kind === 'image' ? null : (
              <>
                <dt>{t('market.detail.advanced')}</dt>
                <dd>
                  {parsed.advanced.length > 0
                    ? parsed.advanced.map(({ name: param, value }) => `--${param}${value ? ` ${value}` : ''}`).join(' ')
                    : t('market.detail.none')}
                </dd>
              </>
            )}
          </dl>
        </section>
      </div>
      <MediaViewer
        items={[{ src: detail.imageUrl ?? shown, alt: detail.originPrompt || parsed.cleaned, width: detail.fileInfo?.width, height: detail.fileInfo?.height }]}
        index={viewing}
        onIndexChange={setViewing}
        labels={{
          title: t('market.viewer.title'),
          close: t('market.viewer.close'),
          previous: t('market.viewer.previous'),
          next: t('market.viewer.next'),
          zoomIn: t('market.viewer.zoomIn'),
          zoomOut: t('market.viewer.zoomOut'),
          reset: t('market.viewer.reset'),
          download: t('market.viewer.download'),
          info: t('market.viewer.info'),
        }}
      />
    </div>
  );
}

function PromptBlock({
  t,
  title,
  text,
  onCopy,
}: {
  t: Translate<MarketMessageKey>;
  title: string;
  text: string;
  onCopy(text: string, element: HTMLElement | null): Promise<void>;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  return (
    <section className={css.block} aria-label={title}>
      <div className={css.blockHead}>
        <h3 className={css.blockTitle}>{title}</h3>
        <Button size="sm" variant="quiet" aria-label={t('market.detail.copyLabel', { what: title })} onPress={() => void onCopy(text, ref.current)}>
          {t('market.detail.copy')}
        </Button>
      </div>
      <p ref={ref} className={css.promptText}>
        {text}
      </p>
    </section>
  );
}
