import { pausedCountdown, pausedDelay } from '../phoneCode/phoneCode.fixtures';
import { provideQrLogin, type QrLoginServices } from './qrLogin.machine';

/** Story-only: a stand-in for the platform's QR image (finder squares on white, not a real code). */
const storyQrUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges">' +
    '<rect width="29" height="29" fill="#fff"/>' +
    '<path fill="#111" d="M2 2h7v7H2zM20 2h7v7h-7zM2 20h7v7H2z"/>' +
    '<path fill="#fff" d="M3 3h5v5H3zM21 3h5v5h-5zM3 21h5v5H3z"/>' +
    '<path fill="#111" d="M4 4h3v3H4zM22 4h3v3h-3zM4 22h3v3H4zM11 2h2v2h-2zM14 5h3v2h-3zM11 11h3v3h-3zM16 13h4v2h-4zM20 18h3v3h-3zM12 20h2v5h-2zM24 24h2v2h-2z"/></svg>',
)}`;

/** The QR machine with fakes (override any call); countdown, refresh and polling held still unless given. */
export const storyQrLogin = (overrides: Partial<QrLoginServices> = {}, delays: { pollInterval?: number } = {}) =>
  provideQrLogin({
    createScene: async () => 'story-scene',
    getQrCode: async () => storyQrUrl,
    pollScene: async () => null,
    registerByOpenId: async () => null,
    ...overrides,
  }).provide({ actors: { countdown: pausedCountdown }, delays: { qrRefresh: pausedDelay, pollInterval: delays.pollInterval ?? pausedDelay } });
