import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Translate } from '../i18n';
import { DrawingWorkspace, type DrawingWorkspaceServices, type WorkspaceSide } from './DrawingWorkspace';
import { imaginePrice } from './drawForm';
import { type DrawToolServices, provideDrawTool } from './drawTool.machine';
import { DrawToolPanel } from './DrawToolPanel';
import type { DrawingMessageKey } from './messages';

export interface ToolStudioServices extends DrawingWorkspaceServices, DrawToolServices {}

export interface ToolStudioProps {
  t: Translate<DrawingMessageKey>;
  services: ToolStudioServices;
  /** The public config (prices). */
  config: Readonly<Record<string, unknown>>;
  /** 使用 on a result: the app takes the prompt to /draw/midjourney. */
  usePrompt(prompt: string): void;
}

/** /draw/tool: 图生文 and 精简提示词 beside my drawings (DrawingWorkspace); each result's prompts can be used or copied. */
export function ToolStudio({ t, services, config, usePrompt }: ToolStudioProps) {
  const tool = useActorRef(useMemo(() => provideDrawTool(services), [services]));
  const state = useSelector(tool, (snapshot) => snapshot);
  return (
    <DrawingWorkspace
      t={t}
      services={services}
      usePrompt={usePrompt}
      config={config}
      side={({ added }) => (
        <Queued tool={tool} added={added}>
          <DrawToolPanel
            t={t}
            context={state.context}
            sending={state.matches('sending')}
            price={imaginePrice(config, 1, 2)}
            onTool={(choice) => tool.send({ type: 'tool.select', tool: choice })}
            onPrompt={(prompt) => tool.send({ type: 'prompt.change', prompt })}
            onImage={(image) => tool.send({ type: 'image.pick', image })}
            onRejected={() => tool.send({ type: 'image.reject' })}
            onSubmit={() => tool.send({ type: 'submit' })}
          />
        </Queued>
      )}
    />
  );
}

/** Hands each queued describe or shorten to the workspace. */
function Queued({ tool, added, children }: { tool: ActorRefFrom<ReturnType<typeof provideDrawTool>>; added: WorkspaceSide['added']; children: ReactNode }) {
  useEffect(() => {
    const queued = tool.on('task.added', (event) => added(event.drawing));
    return () => queued.unsubscribe();
  }, [tool, added]);
  return children;
}
