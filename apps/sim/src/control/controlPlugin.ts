import type { FastifyPluginAsync } from 'fastify';
import { resetSimState, type SimState } from '../simState.js';
import { registerAliyunSmsControl } from './aliyunSmsControl.js';
import { registerEpayControl } from './epayControl.js';
import { registerMidjourneyControl } from './midjourneyControl.js';
import { registerOpenaiControl } from './openaiControl.js';
import { registerS3Control } from './s3Control.js';
import { stateSnapshot } from './stateSnapshot.js';
import { registerWechatPayControl } from './wechatPayControl.js';
import { registerWechatMpControl } from './wechatMpControl.js';
import { registerXunhupayControl } from './xunhupayControl.js';

/** Test-only API (mounted under /__control) to configure the upstreams, drive events and read state. */
export const controlPlugin: FastifyPluginAsync<{ state: SimState }> = async (app, { state }) => {
  app.post('/reset', async () => {
    resetSimState(state);
    return { ok: true };
  });
  app.get('/state', async () => stateSnapshot(state));
  registerOpenaiControl(app, state);
  registerMidjourneyControl(app, state);
  registerWechatMpControl(app, state);
  registerS3Control(app, state);
  registerAliyunSmsControl(app, state);
  registerEpayControl(app, 'epay', () => state.epay);
  registerEpayControl(app, 'mpay', () => state.mpay);
  registerXunhupayControl(app, state);
  registerWechatPayControl(app, state);
};
