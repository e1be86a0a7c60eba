import type { FastifyInstance } from 'fastify';
import type { AliyunSmsConfig, BusinessFailure } from '../aliyunSms/aliyunSmsState.js';
import type { SimState } from '../simState.js';
import { aliyunSmsPatchSchema } from './controlSchemas.js';

type AliyunSmsPatch = Partial<AliyunSmsConfig> & { failure?: BusinessFailure | null };

/** `POST /__control/aliyun-sms`: the accepted AccessKey pair and a forced business failure; fields given replace the current ones. */
export function registerAliyunSmsControl(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: AliyunSmsPatch }>('/aliyun-sms', { schema: { body: aliyunSmsPatchSchema } }, async (request) => {
    const { failure, ...config } = request.body;
    const sms = state.aliyunSms;
    sms.config = { ...sms.config, ...config };
    if (failure !== undefined) sms.failure = failure;
    return { config: sms.config, failure: sms.failure };
  });
}
