import type { BodyOf, DataOf } from '@lingxi/api-client';

/** A drawing as every drawing call answers it (the server's Drawing schema). */
export type Drawing = DataOf<'/api/midjourney/getDetailByIds', 'get'>[number];
export type DrawButton = Drawing['buttons'][number];
/** A drawing's share in the market as its author sees it (待审核, 已分享, 未通过, 已下架). */
export type DrawingShare = NonNullable<Drawing['share']>;
/** task_add's body: 1 imagine, 4 an action, 6 shorten. */
export type TaskAddBody = BodyOf<'/api/midjourney/task_add'>;
export type DrawParams = TaskAddBody['params'];
/** Today's free drawings per mode. */
export type VipFreeUsed = DataOf<'/api/midjourney/vipFreeUsed', 'get'>;

/** A drawing still being made (waiting or drawing): the poller keeps asking for it. */
export const isUnfinished = (drawing: Pick<Drawing, 'status'>) => drawing.status === 1 || drawing.status === 2;
