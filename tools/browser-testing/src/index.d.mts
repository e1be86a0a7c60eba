import type { Browser } from 'playwright-core';
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function launchChromium(): Promise<Browser>;
export declare function serveFolder(root: string, options?: { spaFallback?: boolean }): Promise<{ url: string; close: () => Promise<void> }>;
