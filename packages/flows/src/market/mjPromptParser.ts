/** What a midjourney prompt says once its parameters are read (SPEC §2.3 dialog 12). */
export interface ParsedPrompt {
  /** MJ or NJ (niji) and the version asked for; null version: the bot's default. */
  model: { family: 'MJ' | 'NJ'; version: string | null };
  /** --ar / --aspect as w:h; 1:1 when absent. */
  ratio: string;
  /** Every other parameter, in order, by its canonical name (--stylize → s, --chaos → c …). */
  advanced: { name: string; value: string }[];
  /** The prompt without its parameters or leading image URLs (`::` weights kept). */
  cleaned: string;
}

/** --niji without a number draws with this version. */
export const currentNijiVersion = '6';

/** Long names and aliases of the parameters shown as advanced ones. */
const canonical: Record<string, string> = {
  stylize: 's',
  chaos: 'c',
  quality: 'q',
  weird: 'weird',
  w: 'weird',
  version: 'v',
  aspect: 'ar',
};
/** Speed is how it was drawn, not what: not shown. */
const speeds = new Set(['fast', 'relax', 'turbo']);

/** Parameter names midjourney knows: a dash before one of them is a parameter, before other words it is prose. */
const knownNames =
  'v|version|niji|ar|aspect|s|stylize|c|chaos|q|quality|style|seed|sameseed|iw|no|tile|weird|w|stop|sref|sw|cref|cw|fast|relax|turbo|p|personalize|exp|draft|raw|r|repeat|video|hd';
/** What phones put for "--" (em dash, en dash, full-width hyphen, once or twice, maybe spaced; "- -") before a name. */
const phoneDash = new RegExp(`(?:(?:[—–－]\\s*){1,2}|-\\s+-\\s*)(?=(?:${knownNames})\\b)`, 'gi');
/** "--" straight after punctuation (Chinese prompts: "电影感，--ar 16:9") is still a parameter. */
const gluedParameter = /([^\sA-Za-z0-9-])--(?=[a-z])/gi;
const leadingImages = /^(?:\s*<?https?:\/\/\S+?>?(?=\s|$))+/i;

/**
 * Reads a midjourney prompt: `--v`/`--version` → MJ and its version, `--niji` [x] → NJ, `--ar`/`--aspect` → the ratio,
 * the rest as advanced params; tolerant of phone dashes, extra spaces and upper case. Pure.
 */
export function parseMjPrompt(prompt: string): ParsedPrompt {
  const text = prompt.replace(phoneDash, '--').replace(gluedParameter, '$1 --').replace(/\s+/g, ' ').trim();
  const start = text.search(/(?:^|\s)--[a-z]/i);
  const body = start === -1 ? text : text.slice(0, start);
  const params = start === -1 ? '' : text.slice(start);
  const parsed: ParsedPrompt = { model: { family: 'MJ', version: null }, ratio: '1:1', advanced: [], cleaned: body.replace(leadingImages, '').trim() };
  for (const chunk of ` ${params}`.split(/\s--(?=[a-z])/i).slice(1)) {
    const [rawName = '', ...rest] = chunk.trim().split(' ');
    const name = canonical[rawName.toLowerCase()] ?? rawName.toLowerCase();
    const value = rest.join(' ').trim();
    if (name === 'v') parsed.model = { family: 'MJ', version: value.split(' ')[0] || null };
    else if (name === 'niji')
      parsed.model = { family: 'NJ', version: /^\d+(\.\d+)?$/.test(value.split(' ')[0] ?? '') ? value.split(' ')[0]! : currentNijiVersion };
    else if (name === 'ar') parsed.ratio = value.replace(/\s*:\s*/, ':').split(' ')[0] || '1:1';
    else if (!speeds.has(name)) parsed.advanced.push({ name, value });
  }
  return parsed;
}

/** How the detail shows the model: "MJ 6.1", "NJ 6", "MJ" (the default version). */
export const modelLabel = ({ family, version }: ParsedPrompt['model']) => (version ? `${family} ${version}` : family);
