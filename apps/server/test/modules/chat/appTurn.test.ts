import { describe, expect, it } from 'vitest';
import { LEAK_RUN, PresetLeakWatch } from '../../../src/modules/chat/appTurn.js';

const preset = '你是一位资深的旅行规划师，擅长根据预算、天数和兴趣为用户安排详细的每日行程，包括交通、住宿、餐饮和景点的建议。';
const run = [...preset.replace(/[^\p{L}\p{N}]/gu, '')].slice(5, 5 + LEAK_RUN).join('');

const feedAll = (watch: PresetLeakWatch, pieces: string[]) => pieces.findIndex((piece) => watch.feed(piece));

describe('PresetLeakWatch', () => {
  it('trips on the piece that completes a run of 40 characters of the preset, across pieces', () => {
    const pieces = ['好的：', ...[...run].map((char) => char)];
    expect(feedAll(new PresetLeakWatch(preset), pieces)).toBe(pieces.length - 1);
  });

  it('sees through spacing, punctuation, full width, case and Traditional script', () => {
    const disguised = `${[...run.slice(0, 20)].join(' ')}——${run.slice(20)}`.replace('规划', '規劃');
    expect(new PresetLeakWatch(preset).feed(disguised)).toBe(true);
    expect(
      new PresetLeakWatch('Answer as ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef helper').feed(
        'ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ0123456789ABCDEF',
      ),
    ).toBe(true);
  });

  it('lets 39 characters in a row, and answers that only share words, pass', () => {
    expect(new PresetLeakWatch(preset).feed(run.slice(0, LEAK_RUN - 1))).toBe(false);
    const watch = new PresetLeakWatch(preset);
    expect(feedAll(watch, ['作为旅行规划师，我建议您根据预算安排行程。', '杭州三天：西湖、灵隐寺、龙井村。'])).toBe(-1);
    // A preset shorter than a run cannot be matched.
    expect(new PresetLeakWatch('你是翻译助手').feed('你是翻译助手')).toBe(false);
  });
});
