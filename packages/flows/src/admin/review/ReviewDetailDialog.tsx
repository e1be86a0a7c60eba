import { Badge, Button, Dialog, Modal, Skeleton, TextArea, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { ReviewMessageKey } from './messages';
import * as css from './review.css';
import { reviewItemName, reviewKindLabel, reviewStatusTone } from './requests';
import { reviewDecisionMachine, rewardOf, type ApproveInput, type RejectInput, type ReviewDecisionSnapshot, type ReviewDetail } from './reviewDecision.machine';
import type { ReviewRow } from './reviewQueue.machine';
import { SnapshotView } from './SnapshotView';
import { AppTrialChat } from './AppTrialChat';
import type { TrialAnswer, TrialInput } from './appTrial.machine';

type ReviewTranslate = Translate<ReviewMessageKey | AdminMessageKey>;

/** The calls of an item's dialog. */
export interface ReviewDetailServices {
  /** GET /admin/review/:id. */
  loadItem: (id: number) => Promise<ReviewDetail>;
  /** POST /admin/review/:id/approve, or with a reward /approve-rewarded through the two-step confirmation. */
  approve: (input: ApproveInput) => Promise<unknown>;
  /** POST /admin/review/:id/reject {reason}. */
  reject: (input: RejectInput) => Promise<unknown>;
  /** POST /admin/apps/:id/trial: 试聊 with an app waiting for review (absent: no test chat). */
  trialApp?: (input: TrialInput) => Promise<TrialAnswer>;
}

export interface ReviewDetailDialogProps {
  t: ReviewTranslate;
  id: number;
  services: ReviewDetailServices;
  formatTime: (iso: string) => string;
  /** The item read again after a decision: its row in the queue. */
  onDecided: (item: ReviewRow) => void;
  onClose: () => void;
}

/** One submission: what was submitted, who and when, and (while pending) 通过 with an optional reward or 驳回 with a reason. */
export function ReviewDetailDialog({ t, id, services, formatTime, onDecided, onClose }: ReviewDetailDialogProps) {
  const [state, send] = useMachine(
    reviewDecisionMachine.provide({
      actors: {
        load: fromPromise(({ input }) => services.loadItem(input)),
        approve: fromPromise(({ input }) => services.approve(input)),
        reject: fromPromise(({ input }) => services.reject(input)),
      },
      actions: { decided: (_, item) => onDecided(item) },
    }),
    { input: { id } },
  );
  const snapshotId = useId();
  const { item, loadError, outcome } = state.context;
  const busy = state.matches('approving') || state.matches('rejecting') || state.matches('refreshing');
  return (
    <Modal isOpen onOpenChange={(open) => !open && !busy && onClose()} size="lg" isDismissable={!busy} isKeyboardDismissDisabled={busy}>
      <Dialog
        title={t('admin.review.detail', { id })}
        closeLabel={t('admin.review.close')}
        footer={
          <Button slot="close" variant="secondary" isDisabled={busy}>
            {t('admin.review.close')}
          </Button>
        }
      >
        {state.matches('loading') ? (
          <div role="status" aria-label={t('admin.loading')}>
            <Skeleton lines={6} />
          </div>
        ) : null}
        {state.matches('failed') ? (
          <div className={css.detailSection} role="alert">
            <p className={adminCss.formError}>{loadError ? messageText(t, loadError) : null}</p>
            <div className={css.decisionActions}>
              <Button variant="secondary" onPress={() => send({ type: 'decision.retry' })}>
                {t('admin.retry')}
              </Button>
            </div>
          </div>
        ) : null}
        {item && !state.matches('loading') ? (
          <div className={css.detailBody}>
            <ReviewFacts t={t} item={item} formatTime={formatTime} />
            <section className={css.detailSection} aria-labelledby={snapshotId}>
              <h3 id={snapshotId} className={css.detailTitle}>
                {t('admin.review.snapshot')}
              </h3>
              <SnapshotView t={t} snapshot={item.snapshot} />
            </section>
            {item.status === 'pending' && item.kind === 'app' && /^\d+$/.test(item.targetId) && services.trialApp ? (
              <AppTrialChat t={t} appId={Number(item.targetId)} ask={services.trialApp} />
            ) : null}
            {item.status === 'pending' ? <DecisionForms t={t} state={state} send={send} /> : null}
            <div role="status">{outcome?.tone === 'success' ? <p className={css.outcome}>{messageText(t, outcome.message)}</p> : null}</div>
            {outcome?.tone === 'error' ? (
              <p className={adminCss.formError} role="alert">
                {messageText(t, outcome.message)}
              </p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </Modal>
  );
}

type Send = ReturnType<typeof useMachine<typeof reviewDecisionMachine>>[1];

/** 通过 (the reward field; Enter in it approves) and 驳回 (the reason), each its own form. */
function DecisionForms({ t, state, send }: { t: ReviewTranslate; state: ReviewDecisionSnapshot; send: Send }) {
  const headingId = useId();
  const { draft, errors, item } = state.context;
  const busy = !state.matches('ready');
  const reward = rewardOf(draft.reward, item!);
  const points = 'points' in reward ? reward.points : 0;
  const error = (field: 'reward' | 'reason') => fieldError(t, errors[field] ? { key: errors[field] } : null);
  return (
    <section className={css.detailSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.detailTitle}>
        {t('admin.review.decision')}
      </h3>
      <SubmitForm className={adminCss.form} onSubmit={() => send({ type: 'decision.approve' })}>
        <TextField
          label={t('admin.review.reward')}
          description={t('admin.review.rewardNote')}
          inputMode="numeric"
          placeholder="0"
          value={draft.reward}
          isDisabled={busy}
          onChange={(value) => send({ type: 'decision.change', values: { reward: value } })}
          {...error('reward')}
        />
        <div className={css.decisionActions}>
          <Button
            type="submit"
            variant="primary"
            isDisabled={busy && !state.matches('approving')}
            isPending={state.matches('approving')}
            pendingLabel={t('admin.review.approving')}
          >
            {points > 0 ? t('admin.review.approveRewarded', { points }) : t('admin.review.approve')}
          </Button>
        </div>
      </SubmitForm>
      <SubmitForm className={adminCss.form} onSubmit={() => send({ type: 'decision.reject' })}>
        <TextArea
          label={t('admin.review.reason')}
          description={t('admin.review.reasonNote')}
          rows={3}
          value={draft.reason}
          isDisabled={busy}
          onChange={(value) => send({ type: 'decision.change', values: { reason: value } })}
          {...error('reason')}
        />
        <div className={css.decisionActions}>
          <Button
            type="submit"
            variant="danger"
            isDisabled={busy && !state.matches('rejecting')}
            isPending={state.matches('rejecting')}
            pendingLabel={t('admin.review.rejecting')}
          >
            {t('admin.review.reject')}
          </Button>
        </div>
      </SubmitForm>
    </section>
  );
}

function ReviewFacts({ t, item, formatTime }: { t: ReviewTranslate; item: ReviewDetail; formatTime: (iso: string) => string }) {
  const id = useId();
  const facts: [string, ReactNode][] = [
    [t('admin.review.item'), reviewItemName(t, item)],
    [t('admin.review.kind'), reviewKindLabel(t, item.kind)],
    [
      t('admin.review.change.status'),
      <Badge size="sm" tone={reviewStatusTone(item.status)}>
        {t(`admin.review.status.${item.status}`)}
      </Badge>,
    ],
    [t('admin.review.author'), item.authorId === null ? t('admin.review.noAuthor') : `${item.authorName ?? ''} (#${item.authorId})`],
    [t('admin.review.target'), <span className={adminCss.code}>{item.targetId}</span>],
    [t('admin.review.submittedAt'), formatTime(item.createdAt)],
  ];
  if (item.status !== 'pending') {
    facts.push([t('admin.review.reviewer'), item.reviewerName ?? '—'], [t('admin.review.reviewedAt'), item.reviewedAt ? formatTime(item.reviewedAt) : '—']);
  }
  if (item.status === 'approved') facts.push([t('admin.review.reward'), String(item.rewardPoints)]);
  if (item.status === 'rejected') facts.push([t('admin.review.reason'), <span className={css.snapshotValue}>{item.reason}</span>]);
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.review.info')}
      </h3>
      <dl className={adminCss.definitionList}>
        {facts.map(([label, value]) => (
          <div key={label} className={adminCss.contents}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
