import type { FastifyPluginAsync } from 'fastify';
import { resetSimState, type SimState } from '../simState.js';
import { registerAliyunSmsControl } from './aliyunSmsControl.js';
import { registerOpenaiControl } from './openaiControl.js';
import { registerS3Control } from './s3Control.js';
import { stateSnapshot } from './stateSnapshot.js';
import { registerWechatMpControl } from './wechatMpControl.js';

/** Test-only API (mounted under /__control) to configure the upstreams, drive events and read state. */
export const controlPlugin: FastifyPluginAsync<{ state: SimState }> = async (app, { state }) => {
  app.post('/reset', async () => {
    resetSimState(state);
    return { ok: true };
  });
  app.get('/state', async () => stateSnapshot(state));
  registerOpenaiControl(app, state);
  registerWechatMpControl(app, state);
  registerS3Control(app, state);
  registerAliyunSmsControl(app, state);
};
