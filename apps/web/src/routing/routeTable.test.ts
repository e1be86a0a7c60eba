import { describe, expect, it } from 'vitest';
import { resolveRoute } from './matchRoute';
import { drawTabs, musicTabs, pptTabs, videoTabs } from '../features/shell/routes';
import { redirects, screenRoutes } from './routeTable';

const screenAt = (path: string) => {
  const match = resolveRoute(path);
  return match.kind === 'screen' ? match : undefined;
};

describe('route table (SPEC §2.1)', () => {
  it.each([
    ['/', '/homePage'],
    ['/ppt', '/ppt/square'],
    ['/draw', '/draw/midjourney'],
    ['/music', '/music/musicSquare'],
    ['/video', '/video/luma'],
    ['/knowledge', '/knowledge/agent'],
    ['/500', '/'],
  ])('redirects %s to %s', (from, to) => {
    expect(resolveRoute(from)).toEqual({ kind: 'redirect', to });
  });

  it('lands every redirect on a screen (or on / which redirects once more)', () => {
    for (const { redirect } of redirects) {
      const target = resolveRoute(redirect);
      if (target.kind === 'redirect') expect(resolveRoute(target.to).kind).toBe('screen');
      else expect(target.kind, redirect).toBe('screen');
    }
  });

  it.each([
    ...drawTabs.map((tab) => `/draw/${tab}`),
    ...pptTabs.map((tab) => `/ppt/${tab}`),
    ...musicTabs.map((tab) => `/music/${tab}`),
    ...videoTabs.map((tab) => `/video/${tab}`),
    '/knowledge/agent',
    '/knowledge/workspace',
    '/homePage',
    '/channels/@me',
    '/chat',
    '/chat/42',
    '/chat/prompt',
    '/gpt',
    '/creator',
    '/mindMap',
    '/mindMap/7',
    '/document',
    '/content/3',
    '/ppt/detail/1',
    '/ppt/edit/1',
    '/market',
    '/d3draw',
    '/role',
    '/app-store',
    '/pay',
    '/mind',
    '/gpts',
    '/share',
    '/extend',
    '/welcome',
    '/serviceAgreement',
    '/agreement',
    '/policy',
    '/member',
    '/unlawful',
    '/404',
  ])('resolves %s to a screen', (path) => {
    expect(screenAt(path)).toBeDefined();
  });

  it('names the guarded routes as the navigation guard expects', () => {
    expect(screenAt('/chat/5')?.route.name).toBe('Chat');
    expect(screenAt('/chat/5')?.params.id).toBe('5');
    expect(screenAt('/chat')?.route.name).toBe('Chat');
    expect(screenAt('/chat/prompt')?.route.name).toBe('Prompt');
    expect(screenAt('/draw/midjourney')?.route.name).toBe('Midjourney');
    expect(screenAt('/draw/dall')?.route.name).toBe('Draw');
  });

  it('answers not found for unknown paths and unknown child tabs', () => {
    for (const path of ['/nope', '/draw/unknown', '/ppt/detail', '/chat/1/2']) expect(resolveRoute(path), path).toEqual({ kind: 'notFound' });
  });

  it('has unique paths', () => {
    const paths = screenRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
