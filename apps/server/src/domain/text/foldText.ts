import { Converter } from 'opencc-js/t2cn';

const toSimplified = Converter({ from: 'tw', to: 'cn' });

/**
 * Text as search compares it: width (NFKC: full-width letters and digits), case and script (traditional characters to
 * simplified, opencc's Taiwan table) folded, so 應用 finds 应用 and ＡＰＰ finds app.
 */
export const foldText = (text: string) => toSimplified(text.normalize('NFKC').toLowerCase());
