import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Translate } from '../i18n';
import { DrawingWorkspace, type DrawingWorkspaceServices, type WorkspaceSide } from './DrawingWorkspace';
import { imaginePrice } from './drawForm';
import { toolPriceClass } from './drawTool';
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

/** /draw/tool: 图生文, 混图, 换脸 and 精简提示词 beside my drawings (DrawingWorkspace); each result's prompts can be used or copied. */
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
            price={imaginePrice(config, 1, toolPriceClass(state.context.tool))}
            send={tool.send}
          />
        </Queued>
      )}
    />
  );
}

/** Hands each queued tool drawing to the workspace. */
function Queued({ tool, added, children }: { tool: ActorRefFrom<ReturnType<typeof provideDrawTool>>; added: WorkspaceSide['added']; children: ReactNode }) {
  useEffect(() => {
    const queued = tool.on('task.added', (event) => added(event.drawing));
    return () => queued.unsubscribe();
  }, [tool, added]);
  return children;
}
