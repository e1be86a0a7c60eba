import { defineFeature } from '../feature';
import { zhCN } from './messages/zh-CN';

/** Drawing (docs/drawing.md): /draw/midjourney, /draw/dall and /draw/tool, a form beside my drawings; /draw/task, my drawings filtered; /draw/prompt, the prompt library; /draw/smalltools, the operator's templates; /channels/@me, my drawings as a channel. */
export const drawingFeature = defineFeature({
  name: 'drawing',
  messages: {
    'zh-CN': zhCN,
    en: () => import('./messages/en').then((module) => module.en),
    'zh-TW': () => import('./messages/zh-TW').then((module) => module.zhTW),
  },
  screens: {
    drawMidjourney: () => import('./MidjourneyScreen'),
    drawDall: () => import('./DallScreen'),
    drawTool: () => import('./ToolScreen'),
    drawTask: () => import('./TaskScreen'),
    drawPrompt: () => import('./PromptScreen'),
    drawSmallTools: () => import('./SmallToolsScreen'),
    drawChannel: () => import('./ChannelScreen'),
  },
  routes: [
    { path: '/draw/midjourney', name: 'Midjourney', screen: 'drawMidjourney', title: 'drawMidjourney', layout: 'main' },
    { path: '/draw/dall', name: 'Draw', screen: 'drawDall', title: 'drawDall', layout: 'main' },
    { path: '/draw/tool', name: 'Draw', screen: 'drawTool', title: 'drawTools', layout: 'main' },
    { path: '/draw/task', name: 'Draw', screen: 'drawTask', title: 'drawTasks', layout: 'main' },
    { path: '/draw/prompt', name: 'Draw', screen: 'drawPrompt', title: 'drawPrompts', layout: 'main' },
    { path: '/draw/smalltools', name: 'Draw', screen: 'drawSmallTools', title: 'drawSmallTools', layout: 'main' },
    { path: '/channels/@me', name: 'ChannelsLoading', screen: 'drawChannel', title: 'drawChannel', layout: 'main' },
  ],
});
