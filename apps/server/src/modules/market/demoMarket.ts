import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema } from '../../db/index.js';
import { storePicture } from '../drawing/index.js';
import { searchVector, searchWords } from './searchWords.js';

/** What the samples show: the prompt as sent, as typed, its ratio and its category (the seeded ones, 1–6). */
const samples: [prompt: string, originPrompt: string, ratio: [number, number], category: number][] = [
  ['misty mountains at dawn, chinese ink painting --ar 16:9 --niji 6', '晨雾中的群山，水墨画', [16, 9], 1],
  ['a red fox in fresh snow, golden hour, 85mm --ar 3:4 --v 6.1 --s 250', '雪地里的红狐狸，金色黄昏', [3, 4], 1],
  ['portrait of a girl with peonies, soft window light --ar 2:3 --v 6', '牡丹与少女，柔和窗光', [2, 3], 2],
  ['old fisherman smiling, watercolor, loose strokes --ar 3:4 --v 5.2', '微笑的老渔夫，水彩', [3, 4], 2],
  ['magical girl on a rooftop at night, city lights --ar 9:16 --niji 6 --style expressive', '夜晚屋顶上的魔法少女', [9, 16], 3],
  ['cute cat samurai, chibi, pastel --ar 1:1 --niji 5', '可爱的猫武士，Q版', [1, 1], 3],
  ['isometric tiny cafe, warm lights, pastel colors --ar 1:1 --v 7 --style raw', '等距风格的小咖啡馆', [1, 1], 4],
  ['whale swimming through clouds, storybook illustration --ar 3:2 --v 6', '在云中游动的鲸鱼，绘本插画', [3, 2], 4],
  ['futuristic library with spiral stairs, volumetric light --ar 2:3 --v 6.1 --c 20', '未来感螺旋楼梯图书馆', [2, 3], 5],
  ['water town in jiangnan, stone bridge, morning mist --ar 16:9 --v 6', '江南水乡，石桥晨雾', [16, 9], 5],
  ['cyberpunk street at night, neon, rain reflections --ar 9:16 --v 6.1', '雨夜的赛博朋克街道', [9, 16], 6],
  ['astronaut tending a garden on the moon --ar 4:3 --v 6 --s 400', '在月球上种花的宇航员', [4, 3], 6],
];
/** Three of each sample, each its own picture. */
const copies = 3;
const longSide = 768;

/**
 * Demo mode (no midjourney-proxy configured): the market is not empty on a first visit. Once, a sample author's 36
 * shared drawings (marked 示例), drawn by apps/sim's scene painter and stored as any drawing is; the operator deletes
 * them as any share. Runs after the server started, in the background.
 */
export async function seedDemoMarket(app: FastifyInstance): Promise<number> {
  if (!app.drawSettings.demoMode) return 0;
  const { db } = app.database;
  const [seeded] = await db.select({ id: schema.marketItems.id }).from(schema.marketItems).where(eq(schema.marketItems.sample, true)).limit(1);
  if (seeded) return 0;
  const { renderScene } = await import('@lingxi/sim');
  await db.insert(schema.users).values({ username: 'lingxi_samples', nickname: '灵犀示例' }).onConflictDoNothing();
  const [author] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, 'lingxi_samples'));
  if (!author) return 0;
  const start = app.clock.now().getTime() - samples.length * copies * 60_000;
  for (let index = 0; index < samples.length * copies; index += 1) {
    const [prompt, originPrompt, [w, h], categoryId] = samples[index % samples.length]!;
    const width = w >= h ? longSide : Math.round((longSide * w) / h);
    const height = w >= h ? Math.round((longSide * h) / w) : longSide;
    const at = new Date(start + index * 60_000);
    const picture = await storePicture(
      app.fileStore,
      author.id,
      { bytes: await renderScene(`${prompt}/${index}`, `sample/${index}`, width, height), ext: 'png' },
      at,
    );
    await db.transaction(async (tx) => {
      const [job] = await tx
        .insert(schema.generationJobs)
        .values({
          module: 'drawing',
          kind: 'mj',
          userId: author.id,
          status: 'succeeded',
          progress: 100,
          deadline: at,
          payload: { finalPrompt: prompt },
          createdAt: at,
          finishedAt: at,
        })
        .returning({ id: schema.generationJobs.id });
      const id = job!.id;
      await tx.insert(schema.drawings).values({
        id,
        userId: author.id,
        kind: 'mj',
        action: 'IMAGINE',
        mode: 'fast',
        botType: prompt.includes('--niji') ? 'NIJI_JOURNEY' : 'MID_JOURNEY',
        originPrompt,
        ...picture,
        createdAt: at,
      });
      await tx.insert(schema.marketItems).values({
        id,
        authorId: author.id,
        categoryId,
        status: 'approved',
        featured: index % 5 === 0,
        visitNum: (index * 37) % 120,
        prompt,
        originPrompt,
        sample: true,
        search: searchVector(searchWords(prompt, originPrompt)),
        sharedAt: at,
      });
    });
  }
  return samples.length * copies;
}
