import { Avatar, Button, IconButton, Popover, PopoverTrigger, Spinner } from '@lingxi/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { ChevronDown, Settings } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button as TriggerButton, VisuallyHidden } from 'react-aria-components';
import type { GroupModelConfig } from '../chat/chatTypes';
import type { Translate } from '../i18n';
import type { ModelPickerMessageKey } from './messages';
import { messageText } from '../session/notify';
import { ModelListBox } from './ModelListBox';
import type { ModelPickerInput, modelPickerMachine } from './modelPicker.machine';
import { modelPickerView, type ModelPickerView } from './modelPicker.view';
import * as css from './ModelPicker.css';

export interface ModelPickerProps extends ModelPickerInput {
  /** `provideModelPicker(...)`: the machine with the app's calls and reactions (or a story's fakes). */
  machine: typeof modelPickerMachine;
  t: Translate<ModelPickerMessageKey>;
  /** Members see member prices in the cost texts. */
  isVip: boolean;
  /** The 模型设置 button (shown only with this): opens the settings dialog; visitors get the login dialog instead. */
  onOpenSettings?: () => void;
  /** Change it when the app's update event fires: the model list reloads (SPEC §4). */
  reloadKey?: string | number;
}

/**
 * The model picker bar of SPEC §2.2: the current model (cover, name) opening a popover titled
 * 模型选择 with the models and their cost texts; a 模型设置 button; 演示模式 when the server
 * answers from its simulator. The app shows it only where `isPickerVisible` says so. The props
 * isLoggedIn, groupId and config may change: the machine follows them.
 */
export function ModelPicker({ machine, t, isVip, onOpenSettings, reloadKey, kind, isLoggedIn, groupId, config }: ModelPickerProps) {
  const actorRef = useActorRef(machine, { input: { kind, isLoggedIn, groupId, config } });
  const view = useSelector(actorRef, modelPickerView, shallowEqual);

  useEffect(() => {
    const subscription = actorRef.on('settings.open', () => onOpenSettings?.());
    return () => subscription.unsubscribe();
  }, [actorRef, onOpenSettings]);
  useEffect(() => actorRef.send({ type: 'session.changed', isLoggedIn }), [actorRef, isLoggedIn]);
  // By value: an app that parses the group's JSON on every render does not resend it.
  const configKey = JSON.stringify(config);
  useEffect(() => actorRef.send({ type: 'group.changed', groupId, config: JSON.parse(configKey) as GroupModelConfig | null }), [actorRef, groupId, configKey]);
  const shownReloadKey = useRef(reloadKey);
  useEffect(() => {
    if (shownReloadKey.current === reloadKey) return;
    shownReloadKey.current = reloadKey;
    actorRef.send({ type: 'models.reload' });
  }, [actorRef, reloadKey]);

  const name = view.current?.modelName ?? t('modelPicker.choose');
  return (
    <div className={css.bar}>
      <PopoverTrigger isOpen={view.isOpen} onOpenChange={(open) => actorRef.send({ type: open ? 'picker.open' : 'picker.close' })}>
        <TriggerButton className={css.trigger}>
          {view.current ? <Avatar name={view.current.modelName} src={view.current.cover ?? undefined} alt="" size="xs" /> : null}
          {/* Said before the name, not shown: the button's name is its content (no aria-label to mismatch). */}
          <VisuallyHidden elementType="span">{t('modelPicker.triggerPrefix')}</VisuallyHidden>
          <span className={css.triggerName}>{name}</span>
          <ChevronDown aria-hidden="true" focusable="false" className={css.chevron} />
        </TriggerButton>
        <Popover placement="bottom" title={t('modelPicker.title')}>
          <PickerPanel view={view} t={t} isVip={isVip} send={actorRef.send} />
        </Popover>
      </PopoverTrigger>
      {onOpenSettings ? <IconButton icon={Settings} label={t('modelPicker.settings')} onPress={() => actorRef.send({ type: 'picker.settings' })} /> : null}
    </div>
  );
}

interface PickerPanelProps {
  view: ModelPickerView;
  t: Translate<ModelPickerMessageKey>;
  isVip: boolean;
  send: (event: { type: 'picker.choose'; modelId: number } | { type: 'picker.close' } | { type: 'models.reload' }) => void;
}

function PickerPanel({ view, t, isVip, send }: PickerPanelProps) {
  if (view.listStatus === 'loading')
    return (
      <div className={`${css.panel} ${css.stage}`}>
        <Spinner label={t('modelPicker.loading')} showLabel />
      </div>
    );
  if (view.listStatus === 'failed')
    return (
      <div className={`${css.panel} ${css.stage}`}>
        <p className={css.error} role="alert">
          {view.loadError ? messageText(t, view.loadError) : t('modelPicker.loadFailed')}
        </p>
        <Button variant="secondary" size="sm" onPress={() => send({ type: 'models.reload' })}>
          {t('modelPicker.retry')}
        </Button>
      </div>
    );
  if (view.models.length === 0)
    return (
      <div className={`${css.panel} ${css.stage}`}>
        <p className={css.empty}>{t('modelPicker.empty')}</p>
      </div>
    );
  const saving = view.isSaving ? view.models.find((model) => model.id === view.savingModelId) : undefined;
  return (
    <div className={css.panel} aria-busy={view.isSaving || undefined}>
      <ModelListBox
        models={view.models}
        selectedId={view.current?.id ?? null}
        isVip={isVip}
        t={t}
        aria-label={t('modelPicker.title')}
        onChoose={(modelId) => send({ type: 'picker.choose', modelId })}
        onReselect={() => send({ type: 'picker.close' })}
        focusOnOpen
        size="popover"
      />
      {saving ? (
        <div className={css.saving} role="status">
          <Spinner size="sm" label={t('modelPicker.savingModel', { name: saving.modelName })} showLabel />
        </div>
      ) : null}
      {view.demoMode ? <p className={css.demoHint}>{t('modelPicker.demoModeHint')}</p> : null}
    </div>
  );
}
