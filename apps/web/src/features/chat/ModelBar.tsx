import type { ChatGroup, GroupKind, GroupModelConfig } from '@lingxi/flows/chat';
import { ModelPicker, isPickerVisible, provideModelPicker, type ModelChange, type ModelList } from '@lingxi/flows/modelPicker';
import { ModelSettingsDialog, modelSettingsCatalogs, provideModelSettings } from '@lingxi/flows/modelSettings';
import type { Translate } from '@lingxi/flows/i18n';
import { messageText, type Notice } from '@lingxi/flows/session';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { openDialog } from '../../dialogs/dialogRequests';
import { isVip, sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import { loadModels, saveGroupConfig } from './chatCalls';
import * as css from './chatScreen.css';

const catalogs = modelSettingsCatalogs;

export interface ModelBarProps {
  kind: GroupKind;
  path: string;
  group: ChatGroup | null;
  groupId: number | null;
  /** The conversation's model settings (the group's, or a choice made since). */
  config: GroupModelConfig | null;
  isLoggedIn: boolean;
  /** Changes when the model list should load again (after each answer: today's free uses changed). */
  reloadKey: number;
  /** The button that shows or hides the conversation list (a sheet on small screens). */
  listButton: ReactNode;
  onChanged: (change: ModelChange) => void;
  onModelsLoaded: (list: ModelList) => void;
}

interface BarReactions {
  onChanged: (change: ModelChange) => void;
  onModelsLoaded: (list: ModelList) => void;
  t: Translate;
}

/** The picker's and the settings dialog's machines, sharing the model calls. */
function modelMachinesFor(latest: RefObject<BarReactions>) {
  const calls = {
    loadModels: async (listKind: GroupKind) => {
      const list = await loadModels(listKind);
      latest.current.onModelsLoaded(list);
      return list;
    },
    saveConfig: saveGroupConfig,
    modelChanged: (change: ModelChange) => latest.current.onChanged(change),
    notify: (notice: Notice) => toasts.show(notice.tone, messageText(latest.current.t, notice.message)),
  };
  return [provideModelPicker({ ...calls, requireLogin: () => openDialog('login') }), provideModelSettings(calls)] as const;
}

/** Above the conversation: the list button, the model picker (SPEC §2.2) and its settings dialog (SPEC §2.3.5). */
export function ModelBar({ kind, path, group, groupId, config, isLoggedIn, reloadKey, listButton, onChanged, onModelsLoaded }: ModelBarProps) {
  const t = useFlowTranslate(catalogs);
  const member = sessionStore.use((state) => isVip(state.user));
  const [settingsOpen, setSettingsOpen] = useState(false);
  const latest = useRef<BarReactions>({ onChanged, onModelsLoaded, t });
  useLayoutEffect(() => {
    latest.current = { onChanged, onModelsLoaded, t };
  });
  // eslint-disable-next-line react-hooks/refs -- the machines read the ref only in their callbacks, never while rendering
  const [[picker, settings]] = useState(() => modelMachinesFor(latest));

  return (
    <div className={css.toolbar}>
      {listButton}
      {isPickerVisible({ path, group }) ? (
        <>
          <ModelPicker
            machine={picker}
            t={t}
            isVip={member}
            kind={kind}
            isLoggedIn={isLoggedIn}
            groupId={groupId}
            config={config}
            reloadKey={reloadKey}
            onOpenSettings={() => setSettingsOpen(true)}
          />
          <ModelSettingsDialog
            machine={settings}
            input={{ kind, groupId, config }}
            t={t}
            isVip={member}
            isLoggedIn={isLoggedIn}
            requireLogin={() => openDialog('login')}
            isOpen={settingsOpen}
            onOpenChange={setSettingsOpen}
          />
        </>
      ) : null}
    </div>
  );
}
