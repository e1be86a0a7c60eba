/** The /draw/tool tools: 图生文 (describe a picture into prompts) and 精简 (shorten a prompt); both are price class 2. */
export const drawTools = ['describe', 'shorten'] as const;
export type DrawTool = (typeof drawTools)[number];

/** Pictures describe takes (the server checks them again by their bytes). */
export const toolImageTypes = ['image/jpeg', 'image/png', 'image/webp'];
export const toolImageMaxBytes = 10 * 1024 * 1024;

/** Describe's and shorten's answer ("1️⃣ … 2️⃣ …") as its prompts, in order. */
export const resultPrompts = (text: string): string[] =>
  text
    .split(/\s*[1-9]\uFE0F?\u20E3\s*/u)
    .map((prompt) => prompt.trim())
    .filter(Boolean);
