/**
 * The /draw/tool tools: 图生文 (describe a picture into prompts), 混图 (blend 2–5 pictures), 换脸 (a face onto a
 * picture) and 精简 (shorten a prompt). Blend is price class 1, the others class 2.
 */
export const drawTools = ['describe', 'blend', 'faceSwap', 'shorten'] as const;
export type DrawTool = (typeof drawTools)[number];

/** A tool's price class (PROTOCOLS §2): blend draws a new picture like imagine. */
export const toolPriceClass = (tool: DrawTool): 1 | 2 => (tool === 'blend' ? 1 : 2);

/** Blend's picture shapes (midjourney-proxy's dimensions): 2:3, 1:1, 3:2. */
export const blendDimensions = ['PORTRAIT', 'SQUARE', 'LANDSCAPE'] as const;
export type BlendDimensions = (typeof blendDimensions)[number];
export const blendMinImages = 2;
export const blendMaxImages = 5;

/** 换脸's two pictures: the face, and the picture it goes onto. */
export const faceSlots = ['source', 'target'] as const;
export type FaceSlot = (typeof faceSlots)[number];

/** Pictures the tools take (the server checks them again by their bytes). */
export const toolImageTypes = ['image/jpeg', 'image/png', 'image/webp'];
export const toolImageMaxBytes = 10 * 1024 * 1024;

/** Describe's and shorten's answer ("1️⃣ … 2️⃣ …") as its prompts, in order. */
export const resultPrompts = (text: string): string[] =>
  text
    .split(/\s*[1-9]\uFE0F?\u20E3\s*/u)
    .map((prompt) => prompt.trim())
    .filter(Boolean);
