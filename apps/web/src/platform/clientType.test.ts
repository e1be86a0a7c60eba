import { describe, expect, expectTypeOf, it } from 'vitest';
import { detectClientType, readClientEnv, type ClientGlobals } from './clientType';

const agents = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariIPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue',
  electronWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) lingxi/1.0.0 Chrome/126.0.6478.234 Electron/31.7.7 Safari/537.36',
  huaweiHarmonyOS:
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  harmonyNextPhone:
    'Mozilla/5.0 (Phone; OpenHarmony 5.0; HarmonyOS 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.6.301',
  harmonyNextTablet:
    'Mozilla/5.0 (Tablet; OpenHarmony 5.0; HarmonyOS 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1',
  harmonyNextPC: 'Mozilla/5.0 (PC; OpenHarmony 5.0; HarmonyOS 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1',
};

const browser = { standalone: false, hasElectron: false };

describe('detectClientType', () => {
  it.each([
    ['Chrome on Windows', agents.chromeWindows],
    ['Safari on a Mac', agents.safariMac],
    ['HarmonyOS on a 2-in-1 PC', agents.harmonyNextPC],
  ])('sees a web browser in %s', (_, userAgent) => {
    expect(detectClientType({ ...browser, userAgent })).toBe('webBrowser');
  });

  it.each([
    ['Chrome on Android', agents.chromeAndroid],
    ['Safari on an iPhone', agents.safariIPhone],
    ['Safari on an iPad', agents.safariIPad],
    ['the Huawei browser on HarmonyOS', agents.huaweiHarmonyOS],
    ['the Huawei browser on HarmonyOS NEXT', agents.harmonyNextPhone],
    ['a HarmonyOS NEXT tablet', agents.harmonyNextTablet],
  ])('sees a mobile in %s', (_, userAgent) => {
    expect(detectClientType({ ...browser, userAgent })).toBe('mobile');
  });

  it.each([
    ['on Android', agents.wechatAndroid],
    ['on an iPhone', agents.wechatIPhone],
    ['on Windows', agents.wechatWindows],
  ])('sees the messaging platform in its browser %s', (_, userAgent) => {
    expect(detectClientType({ ...browser, userAgent })).toBe('wechat');
  });

  it('sees Electron by its user agent, even with Node globals hidden', () => {
    expect(detectClientType({ ...browser, userAgent: agents.electronWindows })).toBe('electron');
  });

  it('sees Electron by its globals, even under a customised user agent', () => {
    expect(detectClientType({ userAgent: agents.chromeWindows, standalone: false, hasElectron: true })).toBe('electron');
  });

  it.each([
    ['on Android', agents.chromeAndroid],
    ['on an iPhone', agents.safariIPhone],
    ['on the desktop', agents.chromeWindows],
  ])('sees an installed web app %s', (_, userAgent) => {
    expect(detectClientType({ userAgent, standalone: true, hasElectron: false })).toBe('webApp');
  });

  it('ranks electron over wechat, and wechat over an installed web app', () => {
    expect(detectClientType({ userAgent: `${agents.electronWindows} MicroMessenger/8.0.47`, standalone: true, hasElectron: false })).toBe('electron');
    expect(detectClientType({ userAgent: agents.wechatIPhone, standalone: true, hasElectron: false })).toBe('wechat');
  });

  it('cannot tell iPadOS in desktop mode from a Mac', () => {
    expect(detectClientType({ ...browser, userAgent: agents.safariMac })).toBe('webBrowser');
  });
});

describe('readClientEnv', () => {
  const media = (standalone: boolean) => (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' });

  it('reads a plain browser', () => {
    const win: ClientGlobals = { navigator: { userAgent: agents.chromeWindows }, matchMedia: media(false) };
    expect(readClientEnv(win)).toEqual({ userAgent: agents.chromeWindows, standalone: false, hasElectron: false });
  });

  it('reads an installed web app from display-mode standalone', () => {
    const win: ClientGlobals = { navigator: { userAgent: agents.chromeAndroid }, matchMedia: media(true) };
    expect(readClientEnv(win).standalone).toBe(true);
  });

  it('reads an iOS home-screen app from navigator.standalone', () => {
    const win: ClientGlobals = { navigator: { userAgent: agents.safariIPhone, standalone: true }, matchMedia: media(false) };
    expect(readClientEnv(win).standalone).toBe(true);
  });

  it('copes without matchMedia', () => {
    expect(readClientEnv({ navigator: { userAgent: agents.chromeWindows } }).standalone).toBe(false);
  });

  it('reads Electron from process.versions.electron', () => {
    const win: ClientGlobals = { navigator: { userAgent: agents.chromeWindows }, process: { versions: { node: '20.18.0', electron: '31.7.7' } } };
    expect(readClientEnv(win).hasElectron).toBe(true);
  });

  it.each([undefined, null, {}, { versions: null }, { versions: { node: '20.18.0' } }])('sees no Electron in process %j', (process) => {
    expect(readClientEnv({ navigator: { userAgent: agents.chromeWindows }, process }).hasElectron).toBe(false);
  });

  it('takes the real window', () => {
    expectTypeOf<Window>().toExtend<ClientGlobals>();
  });
});
