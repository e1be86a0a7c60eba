/** The operator's text without a heading it opens with: the legal page's own h1 names it already. */
export const withoutLeadingHeading = (html: string) => html.replace(/^\s*<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/i, '');
