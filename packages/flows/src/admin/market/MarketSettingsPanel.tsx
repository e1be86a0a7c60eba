import { Button, Switch, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as css from '../admin.css';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import * as marketCss from './marketAdmin.css';
import { marketSettingsMachine, type MarketSettings } from './marketSettings.machine';
import type { MarketAdminMessageKey } from './messages';

type Key = MarketAdminMessageKey | AdminMessageKey;

export interface MarketSettingsServices {
  /** GET /admin/market/settings. */
  loadSettings: () => Promise<MarketSettings>;
  /** POST /admin/market/settings with the changed keys. */
  saveSettings: (changes: Partial<MarketSettings>) => Promise<unknown>;
}

interface MarketSettingsPanelProps {
  t: Translate<Key>;
  services: MarketSettingsServices;
  notify: (notice: Notice<Key>) => void;
}

/** The review switch and the share reward, saved together (only what changed); Enter in the reward saves. */
export function MarketSettingsPanel({ t, services, notify }: MarketSettingsPanelProps) {
  const [state, send] = useMachine(
    marketSettingsMachine.provide({
      actors: { load: fromPromise(() => services.loadSettings()), save: fromPromise(({ input }) => services.saveSettings(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { draft, rewardError, loadError } = state.context;
  if (state.matches('failed')) {
    return (
      <div className={marketCss.panel}>
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'settings.retry' })} />
      </div>
    );
  }
  if (state.matches('loading')) {
    return (
      <div className={marketCss.panel}>
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      </div>
    );
  }
  const saving = state.matches('saving');
  return (
    <div className={marketCss.panel}>
      <SubmitForm className={css.section} onSubmit={() => send({ type: 'settings.save' })}>
        <Switch
          isSelected={draft.marketReview}
          isDisabled={saving}
          description={t('admin.market.reviewNote')}
          onChange={(value) => send({ type: 'settings.review', value })}
        >
          {t('admin.market.review')}
        </Switch>
        <TextField
          label={t('admin.market.reward')}
          description={t('admin.market.rewardNote')}
          inputMode="numeric"
          value={draft.marketShareReward}
          isDisabled={saving}
          onChange={(value) => send({ type: 'settings.reward', value })}
          {...fieldError(t, rewardError ? { key: rewardError } : null)}
        />
        <div className={css.actions}>
          <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.market.saving')}>
            {t('admin.market.save')}
          </Button>
        </div>
      </SubmitForm>
    </div>
  );
}
