import { EmptyState, MediaViewer, type MediaItem } from '@lingxi/ui';
import { useActorRef } from '@xstate/react';
import { Palette } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Translate } from '../i18n';
import { modalOf } from './drawButtons';
import { DrawingChannel } from './DrawingChannel';
import { DrawingGallery } from './DrawingGallery';
import { DrawModalDialog } from './DrawModalDialog';
import { imaginePrice } from './drawForm';
import type { DrawModalKind, DrawModalRequest } from './drawModal.machine';
import { type Drawing, type DrawingShare, isUnfinished, type TaskAddBody, type VipFreeUsed } from './drawTypes';
import { provideJobPoller } from './jobPoller.machine';
import { maskPng } from './maskPng';
import { SeedPanel } from './SeedPanel';
import { ShareDialog } from './ShareDialog';
import type { ShareServices } from './shareDrawing.machine';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawStudio.css';

/** What a drawing screen calls for my drawings (the app passes the API; stories pass fixtures). */
export interface DrawingWorkspaceServices {
  /** A drawing's buttons (U1–U4, V1–V4, zoom, pan …) queue the next one (task_add type 4). */
  submitTask(body: TaskAddBody): Promise<Drawing>;
  /** My drawings, newest first: the first page, or the one after `cursor`. */
  loadDrawings(cursor: number | null): Promise<{ rows: Drawing[]; nextCursor: number | null; demoMode?: boolean }>;
  fetchJobs(ids: number[]): Promise<Drawing[]>;
  setFavorite(id: number, favorite: boolean): Promise<void>;
  deleteDrawing(id: number): Promise<void>;
  vipFreeUsed(): Promise<VipFreeUsed | null>;
  /** Shows a message (a toast in the app): a failure unless the tone says otherwise. */
  notify(message: string, tone?: 'success' | 'warning'): void;
  /** Copies a text to the clipboard (rejects when the browser refuses). */
  copy(text: string): Promise<void>;
  /** A finished Midjourney drawing's seed (charged once at class 3). */
  imageSeed(drawingId: number): Promise<string>;
  /** 分享到画廊 and 取消分享 (the market); without them the cards offer neither. */
  sharing?: ShareServices;
}

/** What the side panel (a screen's form) is given: where a queued drawing goes, and today's free drawings. */
export interface WorkspaceSide {
  added(drawing: Drawing): void;
  vipFree: VipFreeUsed | null;
}

export interface DrawingWorkspaceProps {
  t: Translate<DrawingMessageKey>;
  services: DrawingWorkspaceServices;
  /** The screen's form, beside my drawings. */
  side(workspace: WorkspaceSide): ReactNode;
  /** 使用 on a describe or shorten result: where the prompt goes. */
  usePrompt(prompt: string): void;
  /** The public config: the seed's price (class 3 of the drawing's mode). */
  config?: Readonly<Record<string, unknown>>;
  /** What an empty list says (by default: no drawing yet, type a prompt). */
  emptyTitle?: string;
  /** gallery: the form beside a masonry of my drawings; channel: a chat-like stream above the form (/channels/@me). */
  layout?: 'gallery' | 'channel';
}

const modeNumber = { fast: 1, relax: 2, turbo: 3 } as const;

const merge = (list: readonly Drawing[], updates: readonly Drawing[]) => {
  const byId = new Map(updates.map((drawing) => [drawing.id, drawing]));
  return list.map((drawing) => byId.get(drawing.id) ?? drawing);
};

/**
 * A drawing screen's frame: its form beside my drawings. A new drawing goes to the top and is polled (jobPoller: 2 s
 * seen, 10 s hidden) until it ends; its buttons queue the next drawing the same way; a picture opens in the viewer
 * (← →, zoom, download). Midjourney and DALL·E share it.
 */
export function DrawingWorkspace({ t, services, side, usePrompt, config = {}, emptyTitle, layout = 'gallery' }: DrawingWorkspaceProps) {
  /** No proxy configured: the built-in simulator draws (演示模式), as the list says. */
  const [demoMode, setDemoMode] = useState(false);
  const [drawings, setDrawings] = useState<Drawing[]>([]);
  const [cursor, setCursor] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [pending, setPending] = useState<string | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [vipFree, setVipFree] = useState<VipFreeUsed | null>(null);
  /** 分享到画廊 or 取消分享 pressed on a drawing: its dialog is open. */
  const [sharing, setSharing] = useState<{ drawing: Drawing; mode: 'share' | 'withdraw' } | null>(null);
  /** Vary (Region) or Custom Zoom pressed: its dialog is open. */
  const [modal, setModal] = useState<{ drawing: Drawing; customId: string; kind: DrawModalKind } | null>(null);

  const poller = useActorRef(
    useMemo(() => provideJobPoller(services.fetchJobs), [services.fetchJobs]),
    {
      input: { visible: typeof document === 'undefined' || document.visibilityState !== 'hidden' },
    },
  );

  const added = useCallback(
    (drawing: Drawing) => {
      setDrawings((list) => [drawing, ...list.filter((entry) => entry.id !== drawing.id)]);
      if (isUnfinished(drawing)) poller.send({ type: 'jobs.watch', ids: [drawing.id] });
      void services.vipFreeUsed().then(setVipFree, () => undefined);
    },
    [poller, services],
  );

  useEffect(() => {
    const updates = poller.on('jobs.updated', (event) => setDrawings((list) => merge(list, event.jobs)));
    const visibility = () => poller.send({ type: 'page.visibility', visible: document.visibilityState !== 'hidden' });
    document.addEventListener('visibilitychange', visibility);
    return () => {
      updates.unsubscribe();
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [poller]);

  // State is set only once the page is in (the first load's `loading` is the initial state; later ones set it first).
  // Another `loadDrawings` (a screen's filter changed) starts the list again; a page of the one before is dropped.
  const { loadDrawings } = services;
  const listed = useRef(loadDrawings);
  const fetchPage = useCallback(
    (from: number | null) => {
      loadDrawings(from).then(
        (page) => {
          if (listed.current !== loadDrawings) return;
          setDrawings((list) => [...list, ...page.rows.filter((row) => !list.some((entry) => entry.id === row.id))]);
          setCursor(page.nextCursor);
          if (page.demoMode !== undefined) setDemoMode(page.demoMode);
          const open = page.rows.filter(isUnfinished).map((row) => row.id);
          if (open.length > 0) poller.send({ type: 'jobs.watch', ids: open });
          setLoading(false);
        },
        () => listed.current === loadDrawings && setLoading(false),
      );
    },
    [loadDrawings, poller],
  );

  useEffect(() => {
    if (listed.current !== loadDrawings) {
      listed.current = loadDrawings;
      setDrawings([]);
      setCursor(null);
      setLoading(true);
    }
    fetchPage(null);
  }, [fetchPage, loadDrawings]);

  useEffect(() => {
    void services.vipFreeUsed().then(setVipFree, () => undefined);
  }, [services]);

  const act = (drawing: Drawing, customId: string) => {
    const kind = modalOf(customId);
    if (kind) {
      setModal({ drawing, customId, kind });
      return;
    }
    const key = `${drawing.id}:${customId}`;
    setPending(key);
    services
      .submitTask({ type: 4, params: { taskId: drawing.id, customId } } as TaskAddBody)
      .then(added, (error: unknown) => services.notify(error instanceof Error && error.message ? error.message : t('drawing.error.failed')))
      .finally(() => setPending((current) => (current === key ? null : current)));
  };

  const submitModal = useCallback(
    async ({ customId, prompt, shapes }: DrawModalRequest) => {
      if (!modal) throw new Error('');
      const { drawing } = modal;
      const maskBase64 = shapes.length > 0 ? maskPng(shapes, drawing.fileInfo?.width ?? 1024, drawing.fileInfo?.height ?? 1024) : undefined;
      return services.submitTask({ type: 4, params: { taskId: drawing.id, customId, prompt, ...(maskBase64 ? { maskBase64 } : {}) } } as TaskAddBody);
    },
    [modal, services],
  );
  const closeModal = useCallback(() => setModal(null), []);
  const closeShare = useCallback(() => setSharing(null), []);
  const shared = useCallback(
    (share: DrawingShare | null) => {
      const id = sharing?.drawing.id;
      setDrawings((list) => list.map((entry) => (entry.id === id ? { ...entry, share } : entry)));
      setSharing(null);
      services.notify(t(share === null ? 'drawing.share.withdrawn' : share.status === 'approved' ? 'drawing.share.listed' : 'drawing.share.sent'), 'success');
    },
    [services, sharing, t],
  );

  const favorite = (drawing: Drawing) => {
    setDrawings((list) => list.map((entry) => (entry.id === drawing.id ? { ...entry, favorite: !drawing.favorite } : entry)));
    services.setFavorite(drawing.id, !drawing.favorite).catch((error: unknown) => {
      setDrawings((list) => list.map((entry) => (entry.id === drawing.id ? { ...entry, favorite: drawing.favorite } : entry)));
      services.notify(error instanceof Error ? error.message : t('drawing.error.failed'));
    });
  };

  const remove = (drawing: Drawing) => {
    services.deleteDrawing(drawing.id).then(
      () => {
        setDrawings((list) => list.filter((entry) => entry.id !== drawing.id));
        poller.send({ type: 'jobs.forget', ids: [drawing.id] });
      },
      (error: unknown) => services.notify(error instanceof Error ? error.message : t('drawing.error.failed')),
    );
  };

  const copy = (text: string) => {
    void services.copy(text).then(
      () => services.notify(t('drawing.result.copied'), 'success'),
      () => services.notify(t('drawing.result.copyFailed')),
    );
  };

  const pictures = drawings.filter((drawing) => drawing.imageUrl);
  const media: MediaItem[] = pictures.map((drawing) => ({
    src: drawing.imageUrl as string,
    alt: drawing.originPrompt || drawing.prompt,
    width: drawing.fileInfo?.width,
    height: drawing.fileInfo?.height,
    downloadHref: drawing.imageUrl as string,
    downloadName: `lingxi-${drawing.id}.png`,
    info: (
      <>
        <p className={css.infoLine}>{drawing.prompt}</p>
        {drawing.fileInfo ? <p className={css.infoLine}>{t('drawing.viewer.size', drawing.fileInfo)}</p> : null}
        {drawing.kind === 'mj' ? (
          <SeedPanel
            key={drawing.id}
            t={t}
            drawingId={drawing.id}
            price={imaginePrice(config, modeNumber[drawing.mode ?? 'fast'] ?? 1, 3)}
            imageSeed={services.imageSeed}
            copy={copy}
          />
        ) : null}
      </>
    ),
  }));

  const more =
    cursor !== null && !loading
      ? () => {
          setLoading(true);
          fetchPage(cursor);
        }
      : undefined;
  const cards = {
    t,
    drawings,
    pending,
    onAction: act,
    onOpen: (drawing: Drawing) => setViewing(pictures.findIndex((entry) => entry.id === drawing.id)),
    onFavorite: favorite,
    onDelete: remove,
    resultActions: { use: usePrompt, copy },
    onShare: services.sharing ? (drawing: Drawing, mode: 'share' | 'withdraw') => setSharing({ drawing, mode }) : undefined,
  };
  const empty =
    !loading && drawings.length === 0 ? <EmptyState icon={<Palette size={40} />} title={emptyTitle ?? t('drawing.empty')} headingLevel={3} /> : null;
  const demo = demoMode ? <p className={css.demo}>{t('drawing.demo')}</p> : null;

  return (
    <div className={layout === 'channel' ? css.channel : css.studio}>
      {layout === 'channel' ? (
        <>
          {demo}
          <div className={css.channelMain}>{empty ?? <DrawingChannel {...cards} loading={loading} onLoadOlder={more} />}</div>
          <div className={css.composer}>{side({ added, vipFree })}</div>
        </>
      ) : (
        <>
          <aside className={css.side}>
            {demo}
            {side({ added, vipFree })}
          </aside>
          <section className={css.main} aria-label={t('drawing.gallery')}>
            {empty ?? <DrawingGallery {...cards} onEndReached={more} />}
          </section>
        </>
      )}
      {modal ? (
        <DrawModalDialog t={t} drawing={modal.drawing} kind={modal.kind} customId={modal.customId} submit={submitModal} onAdded={added} onClose={closeModal} />
      ) : null}
      {sharing && services.sharing ? (
        <ShareDialog t={t} services={services.sharing} drawingId={sharing.drawing.id} mode={sharing.mode} onDone={shared} onClose={closeShare} />
      ) : null}
      <MediaViewer
        items={media}
        index={viewing}
        onIndexChange={setViewing}
        labels={{
          title: t('drawing.viewer.title'),
          close: t('drawing.viewer.close'),
          previous: t('drawing.viewer.previous'),
          next: t('drawing.viewer.next'),
          zoomIn: t('drawing.viewer.zoomIn'),
          zoomOut: t('drawing.viewer.zoomOut'),
          reset: t('drawing.viewer.reset'),
          download: t('drawing.viewer.download'),
          info: t('drawing.viewer.info'),
        }}
      />
    </div>
  );
}
