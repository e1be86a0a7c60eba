import { Badge, Button, TextArea } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import { appTrialMachine, maxTrialQuestion, type TrialAnswer, type TrialInput } from './appTrial.machine';
import type { ReviewMessageKey } from './messages';
import * as css from './review.css';

export interface AppTrialChatProps {
  t: Translate<ReviewMessageKey | AdminMessageKey>;
  appId: number;
  /** POST /admin/apps/:id/trial. */
  ask: (input: TrialInput) => Promise<TrialAnswer>;
}

/** 试聊: a free test chat with the app under review, in the review dialog (appTrial.machine.ts). */
export function AppTrialChat({ t, appId, ask }: AppTrialChatProps) {
  const [state, send] = useMachine(appTrialMachine.provide({ actors: { ask: fromPromise(({ input }) => ask(input)) } }), { input: { appId } });
  const headingId = useId();
  const { messages, draft, answeredBy, error } = state.context;
  const asking = state.matches('asking');
  return (
    <section className={css.detailSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.detailTitle}>
        {t('admin.review.trial.title')}
      </h3>
      <p className={adminCss.note}>{t('admin.review.trial.note')}</p>
      <div className={css.trialLog} role="log" aria-label={t('admin.review.trial.log')} aria-busy={asking}>
        {messages.length === 0 ? <p className={adminCss.note}>{t('admin.review.trial.empty')}</p> : null}
        {messages.map((message, index) => (
          <div key={index} className={css.trialLine} data-role={message.role}>
            <span className={css.trialSpeaker}>{message.role === 'user' ? t('admin.review.trial.you') : t('admin.review.trial.app')}</span>
            <p className={css.snapshotValue}>{message.content}</p>
          </div>
        ))}
      </div>
      {answeredBy ? (
        <div>
          <Badge size="sm" tone={answeredBy.version === 'pending' ? 'warning' : 'neutral'}>
            {t(`admin.review.trial.answeredBy.${answeredBy.version}`, { model: answeredBy.model })}
          </Badge>
        </div>
      ) : null}
      <SubmitForm className={adminCss.form} onSubmit={() => send({ type: 'trial.ask' })}>
        <TextArea
          label={t('admin.review.trial.question')}
          rows={2}
          maxLength={maxTrialQuestion}
          value={draft}
          isDisabled={asking}
          onChange={(value) => send({ type: 'trial.change', value })}
          {...fieldError(t, error)}
        />
        <div className={css.decisionActions}>
          <Button variant="secondary" isDisabled={asking || messages.length === 0} onPress={() => send({ type: 'trial.clear' })}>
            {t('admin.review.trial.clear')}
          </Button>
          <Button type="submit" variant="primary" isPending={asking} pendingLabel={t('admin.review.trial.asking')}>
            {t('admin.review.trial.ask')}
          </Button>
        </div>
      </SubmitForm>
    </section>
  );
}
