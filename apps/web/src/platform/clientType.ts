/** SPEC §1: where the app is running. */
export type ClientType = 'electron' | 'wechat' | 'mobile' | 'webApp' | 'webBrowser';

export interface ClientEnv {
  userAgent: string;
  /** Launched as an installed web app: display-mode standalone, or iOS Safari's navigator.standalone. */
  standalone: boolean;
  /** Electron's Node globals are visible (window.process.versions.electron). */
  hasElectron: boolean;
}

const electronAgent = /\bElectron\//;
// The messaging platform's in-app browser, on phones and in its desktop clients alike (WindowsWechat, MacWechat).
const wechatAgent = /\bMicroMessenger\//i;
// iPadOS in desktop mode sends a Macintosh UA; without touch events it cannot be told apart from a Mac.
const mobileAgent = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony/i;
// HarmonyOS's browser engine names its device type; 2-in-1 devices (PC) are desktops.
const harmonyDesktopAgent = /\(PC; OpenHarmony/;

/** Precedence: electron > wechat > installed web app > mobile > web browser. */
export function detectClientType(env: ClientEnv): ClientType {
  // The UA check covers renderers with context isolation, where Node globals are hidden.
  if (env.hasElectron || electronAgent.test(env.userAgent)) return 'electron';
  if (wechatAgent.test(env.userAgent)) return 'wechat';
  if (env.standalone) return 'webApp';
  if (mobileAgent.test(env.userAgent) && !harmonyDesktopAgent.test(env.userAgent)) return 'mobile';
  return 'webBrowser';
}

/** The parts of `window` the client type is read from; `window` itself fits. */
export interface ClientGlobals {
  /** `standalone` exists only in iOS Safari. */
  navigator: { userAgent: string; standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
  process?: unknown;
}

function hasElectronVersion(nodeProcess: unknown): boolean {
  if (typeof nodeProcess !== 'object' || nodeProcess === null || !('versions' in nodeProcess)) return false;
  const { versions } = nodeProcess;
  return typeof versions === 'object' && versions !== null && 'electron' in versions && typeof versions.electron === 'string';
}

export function readClientEnv(win: ClientGlobals): ClientEnv {
  const { navigator } = win;
  return {
    userAgent: navigator.userAgent,
    standalone: navigator.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true,
    hasElectron: hasElectronVersion(win.process),
  };
}
