export declare const themeClass: { readonly light: 'lx-light'; readonly dark: 'lx-dark' };
export declare const themeStorageKey: 'lx-theme';
export declare const themeScript: string;
