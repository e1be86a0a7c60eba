import { describe, expect, it } from 'vitest';
import { myAppFixture, myAppsFixture } from './appStoreFixtures';
import { appBadges, canTryApp, demoLinesOf, isAppEditable } from './appStoreTypes';

const badgesOf = (appName: string) => appBadges(myAppsFixture.find((app) => app.appName === appName)!);

describe('appBadges', () => {
  it('私有, 审核中, 已上架, 未通过 with the reason, 已下架 with the reason; a collected app none', () => {
    expect(badgesOf('我的私人秘书')).toEqual([{ kind: 'private', reason: '' }]);
    expect(badgesOf('论文降重助手')).toEqual([{ kind: 'reviewing', reason: '' }]);
    expect(badgesOf('古诗词鉴赏')).toEqual([{ kind: 'approved', reason: '' }]);
    expect(badgesOf('健身教练')).toEqual([
      { kind: 'approved', reason: '' },
      { kind: 'reviewing', reason: '' },
    ]);
    expect(badgesOf('星座运势')).toEqual([{ kind: 'rejected', reason: '内容涉及封建迷信，请修改后重新提交' }]);
    expect(badgesOf('营销文案')).toEqual([
      { kind: 'approved', reason: '' },
      { kind: 'rejected', reason: '修改后的描述与功能不符' },
    ]);
    expect(badgesOf('股票推荐')).toEqual([{ kind: 'disabled', reason: '涉及投资建议，已被管理员下架' }]);
    expect(badgesOf('代码审查员')).toEqual([]);
    expect(appBadges(myAppFixture({ id: 1, status: 'rejected', rejectReason: '  ' }))).toEqual([{ kind: 'rejected', reason: '' }]);
  });

  it('编辑 waits while 审核中; 尝试指令 works but on an app the operator took down', () => {
    expect(myAppsFixture.filter(isAppEditable).map((app) => app.appName)).toEqual(['我的私人秘书', '古诗词鉴赏', '星座运势', '营销文案', '股票推荐']);
    expect(myAppsFixture.filter((app) => !canTryApp(app)).map((app) => app.appName)).toEqual(['股票推荐']);
  });

  it('demoLinesOf drops blank lines and trims each', () => {
    expect(demoLinesOf(' a \r\n\n b\n')).toEqual(['a', 'b']);
    expect(demoLinesOf(undefined)).toEqual([]);
  });
});
