import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appTrialMachine, maxTrialQuestion, trialRefusal, type TrialAnswer, type TrialInput } from './appTrial.machine';

function start(
  ask: (input: TrialInput) => Promise<TrialAnswer> = async ({ messages }) => ({
    answer: `答：${messages.at(-1)!.content}`,
    model: 'GPT-4o',
    version: 'pending',
  }),
) {
  const asked = vi.fn(ask);
  const machine = appTrialMachine.provide({ actors: { ask: fromPromise<TrialAnswer, TrialInput>(({ input }) => asked(input)) } });
  return { actor: createActor(machine, { input: { appId: 42 } }).start(), asked };
}
type Actor = ReturnType<typeof start>['actor'];
const idle = (actor: Actor) => vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
const ask = async (actor: Actor, question: string) => {
  actor.send({ type: 'trial.change', value: question });
  actor.send({ type: 'trial.ask' });
  await idle(actor);
};

describe('trialRefusal', () => {
  it('needs a question of up to 4,000 characters and room for it among the 20 lines', () => {
    expect(trialRefusal({ draft: '  ', messages: [] })).toBe('admin.review.trial.questionRequired');
    expect(trialRefusal({ draft: '问'.repeat(maxTrialQuestion + 1), messages: [] })).toBe('admin.review.trial.questionTooLong');
    expect(trialRefusal({ draft: ' 你好 ', messages: [] })).toBeNull();
    const full = Array.from({ length: 20 }, (_, index) => ({ role: index % 2 ? ('assistant' as const) : ('user' as const), content: '…' }));
    expect(trialRefusal({ draft: '你好', messages: full })).toBe('admin.review.trial.full');
    expect(trialRefusal({ draft: '你好', messages: full.slice(0, 18) })).toBeNull();
  });
});

describe('appTrialMachine', () => {
  it('sends the conversation so far with the trimmed question last, and keeps the answer and who gave it', async () => {
    const { actor, asked } = start();
    await ask(actor, ' 推荐一个地方 ');
    await ask(actor, '什么季节去？');
    expect(asked).toHaveBeenLastCalledWith({
      appId: 42,
      messages: [
        { role: 'user', content: '推荐一个地方' },
        { role: 'assistant', content: '答：推荐一个地方' },
        { role: 'user', content: '什么季节去？' },
      ],
    });
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', answeredBy: { model: 'GPT-4o', version: 'pending' }, error: null });
    expect(actor.getSnapshot().context.messages).toHaveLength(4);
  });

  it('refuses a blank question without asking, and clears the message as the question is typed', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'trial.ask' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'admin.review.trial.questionRequired' });
    actor.send({ type: 'trial.change', value: '你' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('puts a failed question back in the field with the server’s words', async () => {
    const { actor } = start(async () => {
      throw new Error('上游服务暂不可用');
    });
    await ask(actor, '你好');
    expect(actor.getSnapshot().context).toMatchObject({ messages: [], draft: '你好', error: { text: '上游服务暂不可用' } });
  });

  it('ignores typing and another question while one is being answered; 清空 starts over', async () => {
    let answer: (value: TrialAnswer) => void = () => {};
    const { actor, asked } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'trial.change', value: '第一问' });
    actor.send({ type: 'trial.ask' });
    actor.send({ type: 'trial.change', value: '第二问' });
    actor.send({ type: 'trial.ask' });
    expect(asked).toHaveBeenCalledTimes(1);
    answer({ answer: '好', model: 'GPT-4o', version: 'live' });
    await idle(actor);
    expect(actor.getSnapshot().context.messages.map((message) => message.content)).toEqual(['第一问', '好']);
    actor.send({ type: 'trial.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ messages: [], draft: '', answeredBy: null });
  });
});
