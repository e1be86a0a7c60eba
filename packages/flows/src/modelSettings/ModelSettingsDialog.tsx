import { Button, Dialog, Modal, Slider, Spinner, type ModalProps } from '@lingxi/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Translate } from '../i18n';
import type { ModelSettingsCatalogsKey } from './messages';
import type { ModelSettingKey } from '../modelPicker/modelConfig';
import { ModelListBox } from '../modelPicker/ModelListBox';
import { messageText } from '../session/notify';
import type { ModelSettingsInput, modelSettingsMachine } from './modelSettings.machine';
import { modelSettingsView, type ModelSettingsView } from './modelSettings.view';
import * as css from './ModelSettingsDialog.css';

export interface ModelSettingsDialogProps extends Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange' | 'size'> {
  /** `provideModelSettings(...)`: the machine with the app's calls and reactions (or a story's fakes). */
  machine: typeof modelSettingsMachine;
  input: ModelSettingsInput;
  t: Translate<ModelSettingsCatalogsKey>;
  /** Members see member prices in the cost texts. */
  isVip: boolean;
  /** Visitors cannot change models (SPEC §6): opening the dialog logged out asks for login instead. */
  isLoggedIn: boolean;
  /** Open the login dialog (register tab 0). */
  requireLogin: () => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Start with 高级配置 expanded. */
  defaultAdvancedOpen?: boolean;
}

/**
 * The model dialog of SPEC §2.3.5: the chat models (choose one) and a collapsible 高级配置 with
 * the topN, reply-tokens and context-rounds sliders of SPEC §5; 保存 saves them for the current
 * conversation. The machine lives while the dialog is open: each opening loads the list afresh.
 */
export function ModelSettingsDialog({
  machine,
  input,
  t,
  isVip,
  isLoggedIn,
  requireLogin,
  isOpen,
  onOpenChange,
  defaultAdvancedOpen,
  isDismissable = true,
  ...modalProps
}: ModelSettingsDialogProps) {
  const refused = isOpen && !isLoggedIn;
  useEffect(() => {
    if (!refused) return;
    onOpenChange(false);
    requireLogin();
  }, [refused, onOpenChange, requireLogin]);

  return (
    <Modal size="md" {...modalProps} isDismissable={isDismissable} isOpen={isOpen && isLoggedIn} onOpenChange={onOpenChange}>
      <ModelSettingsContent machine={machine} input={input} t={t} isVip={isVip} defaultAdvancedOpen={defaultAdvancedOpen} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

interface ContentProps extends Pick<ModelSettingsDialogProps, 'machine' | 'input' | 't' | 'isVip' | 'defaultAdvancedOpen'> {
  onClose: () => void;
}

function ModelSettingsContent({ machine, input, t, isVip, defaultAdvancedOpen = false, onClose }: ContentProps) {
  const actorRef = useActorRef(machine, { input });
  const view = useSelector(actorRef, modelSettingsView, shallowEqual);
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'done') onClose();
    });
    return () => subscription.unsubscribe();
  }, [actorRef, onClose]);

  const footer = (
    <div className={css.footer}>
      <Button variant="secondary" slot="close">
        {t('modelSettings.cancel')}
      </Button>
      <Button
        isDisabled={!view.canSave && view.status !== 'saving'}
        isPending={view.status === 'saving'}
        pendingLabel={t('modelSettings.saving')}
        onPress={() => actorRef.send({ type: 'settings.save' })}
      >
        {t('modelSettings.save')}
      </Button>
    </div>
  );

  return (
    <Dialog title={t('modelSettings.title')} closeLabel={t('modelSettings.close')} footer={footer}>
      <SettingsBody
        view={view}
        t={t}
        isVip={isVip}
        defaultAdvancedOpen={defaultAdvancedOpen}
        onChoose={(modelId) => actorRef.send({ type: 'settings.choose', modelId })}
        onChange={(key, value) => actorRef.send({ type: 'settings.change', key, value })}
        onRetry={() => actorRef.send({ type: 'settings.retry' })}
      />
    </Dialog>
  );
}

interface SettingsBodyProps {
  view: ModelSettingsView;
  t: Translate<ModelSettingsCatalogsKey>;
  isVip: boolean;
  defaultAdvancedOpen: boolean;
  onChoose: (modelId: number) => void;
  onChange: (key: ModelSettingKey, value: number) => void;
  onRetry: () => void;
}

function SettingsBody({ view, t, isVip, defaultAdvancedOpen, onChoose, onChange, onRetry }: SettingsBodyProps) {
  const [isAdvancedOpen, setAdvancedOpen] = useState(defaultAdvancedOpen);
  const id = useId();
  const listTitleId = `${id}-models`;
  const advancedButtonId = `${id}-advanced-button`;
  const advancedRegionId = `${id}-advanced`;

  if (view.status === 'loading')
    return (
      <div className={css.stage}>
        <Spinner size="lg" label={t('modelSettings.loading')} showLabel />
      </div>
    );
  if (view.status === 'failed')
    return (
      <div className={css.stage}>
        <p className={css.error} role="alert">
          {view.loadError ? messageText(t, view.loadError) : t('modelSettings.loadFailed')}
        </p>
        <Button variant="secondary" onPress={onRetry}>
          {t('modelSettings.retry')}
        </Button>
      </div>
    );
  if (view.models.length === 0)
    return (
      <div className={css.stage}>
        <p className={css.empty}>{t('modelSettings.empty')}</p>
      </div>
    );

  const { settings, limits } = view;
  return (
    <div className={css.body}>
      <section aria-labelledby={listTitleId}>
        <h3 id={listTitleId} className={css.sectionTitle}>
          {t('modelSettings.models')}
        </h3>
        <ModelListBox
          models={view.models}
          selectedId={view.selected?.id ?? null}
          isVip={isVip}
          t={t}
          aria-label={t('modelSettings.models')}
          onChoose={onChoose}
          size="dialog"
        />
      </section>
      <div className={css.advanced}>
        <h3 className={css.advancedHeading}>
          <Button
            id={advancedButtonId}
            variant="quiet"
            aria-expanded={isAdvancedOpen}
            aria-controls={advancedRegionId}
            onPress={() => setAdvancedOpen((open) => !open)}
          >
            <span className={css.toggle}>
              {t('modelSettings.advanced')}
              <ChevronDown aria-hidden="true" focusable="false" className={css.chevron} />
            </span>
          </Button>
        </h3>
        {/* A Button + region disclosure (packages/ui has no Disclosure): hidden while collapsed. */}
        <div id={advancedRegionId} role="region" aria-labelledby={advancedButtonId} hidden={!isAdvancedOpen} className={css.sliders}>
          {isAdvancedOpen && settings && limits ? (
            <>
              <SettingSlider
                label={t('modelSettings.topN')}
                hint={t('modelSettings.topNHint')}
                value={settings.topN}
                limit={limits.topN}
                formatOptions={{ minimumFractionDigits: 1, maximumFractionDigits: 1 }}
                onChange={(value) => onChange('topN', value)}
              />
              <SettingSlider
                label={t('modelSettings.tokens')}
                hint={t('modelSettings.tokensHint')}
                value={settings.maxResponseTokens}
                limit={limits.maxResponseTokens}
                onChange={(value) => onChange('maxResponseTokens', value)}
              />
              <SettingSlider
                label={t('modelSettings.rounds')}
                hint={t('modelSettings.roundsHint')}
                value={settings.rounds}
                limit={limits.rounds}
                onChange={(value) => onChange('rounds', value)}
              />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

interface SettingSliderProps {
  label: string;
  hint: string;
  value: number;
  limit: { min: number; max: number; step: number };
  formatOptions?: Intl.NumberFormatOptions;
  onChange: (value: number) => void;
}

function SettingSlider({ label, hint, value, limit, formatOptions, onChange }: SettingSliderProps) {
  const hintId = useId();
  return (
    <div className={css.setting}>
      <Slider
        label={label}
        aria-describedby={hintId}
        value={value}
        minValue={limit.min}
        maxValue={limit.max}
        step={limit.step}
        formatOptions={formatOptions}
        onChange={(next) => onChange(Array.isArray(next) ? (next[0] ?? value) : next)}
      />
      <p id={hintId} className={css.hint}>
        {hint}
      </p>
    </div>
  );
}
