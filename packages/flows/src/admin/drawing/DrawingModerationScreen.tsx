import { Badge, Button, Link, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import * as drawingCss from './drawingAdmin.css';
import { drawingModerationMachine, type ModeratedDrawing, type ModerationPage, type ModerationQuery } from './drawingModeration.machine';
import type { JobStatus } from './jobMonitor.machine';
import type { DrawingAdminMessageKey } from './messages';
import { LoadFailed } from '../LoadFailed';

type Key = DrawingAdminMessageKey | AdminMessageKey;

export interface DrawingModerationServices {
  /** GET /admin/drawings. */
  load: (query: ModerationQuery) => Promise<ModerationPage>;
  /** DELETE /api/admin/drawings/:id through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  remove: (drawing: ModeratedDrawing) => Promise<unknown>;
}

export interface DrawingModerationScreenProps {
  t: Translate<Key>;
  services: DrawingModerationServices;
  notify: (notice: Notice<Key>) => void;
  /** An ISO time as the operator reads it (Asia/Shanghai in the app). */
  formatTime: (iso: string) => string;
}

/**
 * 作品审核: users' drawings as cards (the picture, who drew it and when, the prompt), newest first, filtered by user
 * ID; 查看原图 opens the picture, 删除 removes the drawing and its files after the confirmation.
 */
export function DrawingModerationScreen({ t, services, notify, formatTime }: DrawingModerationScreenProps) {
  const [state, send] = useMachine(
    drawingModerationMachine.provide({
      actors: { load: fromPromise(({ input }) => services.load(input)), remove: fromPromise(({ input }) => services.remove(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { rows, userText, userError, userId, loadError, next } = state.context;
  const loading = state.matches('loading');
  const busy = !state.matches('ready');
  return (
    <div className={css.screen}>
      <div className={css.screenHeader}>
        <h1 className={css.screenTitle}>{t('admin.moderation.title')}</h1>
        <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'refresh' })}>
          {t('admin.jobs.refresh')}
        </Button>
      </div>
      <p className={css.note}>{t('admin.moderation.intro')}</p>
      <form
        className={css.toolbar}
        role="search"
        aria-label={t('admin.moderation.filter')}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'user.apply' });
        }}
      >
        <TextField
          label={t('admin.moderation.userId')}
          inputMode="numeric"
          value={userText}
          onChange={(value) => send({ type: 'user.change', value })}
          isInvalid={userError !== null}
          errorMessage={userError ? t(userError) : undefined}
        />
        <Button type="submit" isDisabled={busy}>
          {t('admin.moderation.apply')}
        </Button>
        {userId !== null ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'user.clear' })}>
            {t('admin.moderation.clear')}
          </Button>
        ) : null}
      </form>
      {state.matches('failed') ? (
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      ) : loading ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className={css.muted}>{t('admin.moderation.empty')}</p>
      ) : (
        <>
          <ul className={drawingCss.moderationGrid} aria-label={t('admin.moderation.list')}>
            {rows.map((row) => (
              <ModerationCard key={row.id} t={t} row={row} busy={busy} formatTime={formatTime} onDelete={() => send({ type: 'delete', id: row.id })} />
            ))}
          </ul>
          {next !== null ? (
            <div className={css.actions}>
              <Button variant="secondary" isPending={state.matches('loadingMore')} pendingLabel={t('admin.loading')} onPress={() => send({ type: 'more' })}>
                {t('admin.jobs.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

const tones: Partial<Record<JobStatus, 'info' | 'danger' | 'warning' | 'neutral'>> = {
  queued: 'neutral',
  preparing: 'neutral',
  submitting: 'info',
  running: 'info',
  transferring: 'info',
  failed: 'danger',
  cancelled: 'warning',
};

interface ModerationCardProps {
  t: Translate<Key>;
  row: ModeratedDrawing;
  busy: boolean;
  formatTime: (iso: string) => string;
  onDelete: () => void;
}

/** One drawing: its picture at its own ratio (a placeholder without one), who and when, the prompt, its actions. */
function ModerationCard({ t, row, busy, formatTime, onDelete }: ModerationCardProps) {
  const status = row.status as JobStatus;
  const tone = tones[status];
  const user = row.username ?? `#${row.userId}`;
  return (
    <li className={drawingCss.moderationCard}>
      <article aria-label={t('admin.moderation.card', { id: row.id, user })} className={drawingCss.moderationArticle}>
        <div className={drawingCss.moderationPicture} style={{ aspectRatio: row.width && row.height ? `${row.width} / ${row.height}` : '1' }}>
          {row.thumbUrl ? (
            <img src={row.thumbUrl} alt={row.prompt} loading="lazy" decoding="async" />
          ) : (
            <span className={css.muted}>{t('admin.moderation.noPicture')}</span>
          )}
        </div>
        <div className={drawingCss.moderationMeta}>
          <span className={css.nameCell}>
            <strong>{user}</strong>
            <span className={css.muted}>#{row.id}</span>
            {tone ? <Badge tone={tone}>{t(`admin.jobs.status.${status}`)}</Badge> : null}
            {row.pictures > 1 ? <Badge tone="neutral">{t('admin.moderation.pictures', { count: row.pictures })}</Badge> : null}
          </span>
          <span className={css.muted}>{formatTime(row.createdAt)}</span>
          <p className={drawingCss.promptText}>{row.prompt}</p>
          <span className={css.rowActions}>
            {row.imageUrl ? (
              <Link href={row.imageUrl} isExternal variant="standalone" newTabHint={t('admin.moderation.newTab')}>
                {t('admin.moderation.open')}
              </Link>
            ) : null}
            <Button variant="danger" size="sm" isDisabled={busy} aria-label={t('admin.moderation.deleteNamed', { id: row.id })} onPress={onDelete}>
              {t('admin.moderation.delete')}
            </Button>
          </span>
        </div>
      </article>
    </li>
  );
}
