import { type DrawModel, drawModels, type DrawSize, drawSizes } from './drawForm';

/**
 * /draw/smalltools' templates (the operator's `drawQuickTools`): a named prompt with `{input}` where the user's words
 * go, drawn in its size and model. The templates are Chinese like the users' words; the imagine's translation turns
 * the whole prompt into English on the server.
 */
export interface QuickTool {
  name: string;
  description: string;
  template: string;
  placeholder: string;
  size: DrawSize;
  model: DrawModel;
}

export const quickToolInputMax = 200;
export const inputMark = '{input}';

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() && [...value.trim()].length <= max ? value.trim() : null);

/** The config's tools (a list, or its JSON text), each checked; one that does not read is left out. At most 24. */
export function quickToolsOf(config: Readonly<Record<string, unknown>>): QuickTool[] {
  let raw = config.drawQuickTools;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(raw)) return [];
  const tools: QuickTool[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const fields = entry as Record<string, unknown>;
    const name = text(fields.name, 20);
    const template = text(fields.template, 1000);
    if (!name || !template) continue;
    tools.push({
      name,
      description: text(fields.description, 60) ?? '',
      template,
      placeholder: text(fields.placeholder, 40) ?? '',
      size: (drawSizes as readonly unknown[]).includes(fields.size) ? (fields.size as DrawSize) : '1:1',
      model: (drawModels as readonly unknown[]).includes(fields.model) ? (fields.model as DrawModel) : 'MJ-6.1',
    });
  }
  return tools.slice(0, 24);
}

/** The prompt a tool draws: the words in place of `{input}`, or after the template when it has no mark. */
export function quickPrompt(tool: Pick<QuickTool, 'template'>, input: string): string {
  const words = input.trim();
  return tool.template.includes(inputMark) ? tool.template.split(inputMark).join(words) : `${tool.template}，${words}`;
}
