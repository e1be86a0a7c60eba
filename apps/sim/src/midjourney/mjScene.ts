import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** How a task's picture is made: from a prompt (a 2×2 grid), or from its parent's picture by an action. */
export type Recipe =
  | { kind: 'grid'; palette: string; layout: string; ratio: readonly [number, number] }
  | { kind: 'upscale'; parent: Recipe; index: number }
  | { kind: 'zoom'; parent: Recipe; factor: number }
  | { kind: 'pan'; parent: Recipe; direction: 'left' | 'right' | 'up' | 'down' }
  | { kind: 'region'; parent: Recipe; mask: Buffer | null; layout: string };

/** The longest side of a grid; an upscale is one tile at 2×, so the same. */
const gridSide = 1024;

const hashOf = (text: string) => createHash('sha256').update(text).digest();

/** Four colours from the prompt: variations of it keep them, so they look alike. */
function colours(palette: string): string[] {
  const bytes = hashOf(palette);
  return [0, 3, 6, 9].map((at) => {
    const hue = Math.round(((bytes[at] ?? 0) / 255) * 360);
    const lightness = 35 + ((bytes[at + 1] ?? 0) % 40);
    return `hsl(${hue}, ${55 + ((bytes[at + 2] ?? 0) % 35)}%, ${lightness}%)`;
  });
}

/** One scene (sky, a sun, hills, a few shapes) as SVG of the given size: the layout seed places things. */
function sceneSvg(palette: string, layout: string, width: number, height: number): string {
  const [sky, far, near, accent] = colours(palette);
  const bytes = hashOf(layout);
  const at = (i: number) => (bytes[i % bytes.length] ?? 0) / 255;
  const sunX = Math.round(width * (0.15 + 0.7 * at(0)));
  const sunY = Math.round(height * (0.12 + 0.3 * at(1)));
  const sunR = Math.round(Math.min(width, height) * (0.06 + 0.08 * at(2)));
  const hill = (base: number, offset: number) => {
    const points = Array.from({ length: 7 }, (_, i) => {
      const x = Math.round((width * i) / 6);
      const y = Math.round(height * (base - 0.18 * at(offset + i)));
      return `${x},${y}`;
    });
    return `0,${height} ${points.join(' ')} ${width},${height}`;
  };
  const shapes = Array.from({ length: 3 }, (_, i) => {
    const x = Math.round(width * at(10 + i));
    const y = Math.round(height * (0.55 + 0.4 * at(13 + i)));
    const r = Math.round(Math.min(width, height) * (0.02 + 0.04 * at(16 + i)));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" fill-opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${far}" stop-opacity="0.6"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${accent}"/>
<polygon points="${hill(0.7, 3)}" fill="${far}"/>
<polygon points="${hill(0.85, 20)}" fill="${near}"/>
${shapes}
</svg>`;
}

/** The size of a picture of this ratio whose longest side is `side`. */
function sizeOf(ratio: readonly [number, number], side: number): { width: number; height: number } {
  const [w, h] = ratio;
  return w >= h ? { width: side, height: Math.max(1, Math.round((side * h) / w)) } : { width: Math.max(1, Math.round((side * w) / h)), height: side };
}

/** One scene as a PNG (the OpenAI images route draws these too). */
export const renderScene = (palette: string, layout: string, width: number, height: number) =>
  sharp(Buffer.from(sceneSvg(palette, layout, width, height)))
    .png()
    .toBuffer();

function rootOf(recipe: Recipe): Extract<Recipe, { kind: 'grid' }> {
  return recipe.kind === 'grid' ? recipe : rootOf(recipe.parent);
}

/** Renders a recipe to a PNG: grids of four scenes, the others from their parent's picture. */
export async function renderRecipe(recipe: Recipe): Promise<Buffer> {
  switch (recipe.kind) {
    case 'grid': {
      const { width, height } = sizeOf(recipe.ratio, gridSide);
      const tileW = Math.floor(width / 2);
      const tileH = Math.floor(height / 2);
      const tiles = await Promise.all([0, 1, 2, 3].map((i) => renderScene(recipe.palette, `${recipe.layout}/${i}`, tileW, tileH)));
      return sharp({ create: { width: tileW * 2, height: tileH * 2, channels: 3, background: '#000' } })
        .composite(tiles.map((input, i) => ({ input, left: (i % 2) * tileW, top: Math.floor(i / 2) * tileH })))
        .png()
        .toBuffer();
    }
    case 'upscale': {
      // The tile, drawn again at twice its size: the same scene, sharper.
      const grid = rootOf(recipe.parent);
      const { width, height } = sizeOf(grid.ratio, gridSide);
      const parentLayout = recipe.parent.kind === 'grid' ? recipe.parent.layout : grid.layout;
      return renderScene(grid.palette, `${parentLayout}/${recipe.index - 1}`, Math.floor(width / 2) * 2, Math.floor(height / 2) * 2);
    }
    case 'zoom': {
      const inner = await renderRecipe(recipe.parent);
      const { width = 1, height = 1 } = await sharp(inner).metadata();
      const root = rootOf(recipe);
      const background = await renderScene(root.palette, `${root.layout}/zoom`, width, height);
      const smallW = Math.round(width / recipe.factor);
      const smallH = Math.round(height / recipe.factor);
      const small = await sharp(inner).resize(smallW, smallH).png().toBuffer();
      return sharp(background)
        .composite([{ input: small, left: Math.round((width - smallW) / 2), top: Math.round((height - smallH) / 2) }])
        .png()
        .toBuffer();
    }
    case 'pan': {
      const inner = await renderRecipe(recipe.parent);
      const { width = 1, height = 1 } = await sharp(inner).metadata();
      const horizontal = recipe.direction === 'left' || recipe.direction === 'right';
      const outW = horizontal ? Math.round(width * 1.5) : width;
      const outH = horizontal ? height : Math.round(height * 1.5);
      const root = rootOf(recipe);
      const background = await renderScene(root.palette, `${root.layout}/pan`, outW, outH);
      const left = recipe.direction === 'left' ? outW - width : 0;
      const top = recipe.direction === 'up' ? outH - height : 0;
      return sharp(background)
        .composite([{ input: inner, left, top }])
        .png()
        .toBuffer();
    }
    case 'region': {
      const inner = await renderRecipe(recipe.parent);
      const { width = 1, height = 1 } = await sharp(inner).metadata();
      const root = rootOf(recipe);
      const fresh = await renderScene(root.palette, recipe.layout, width, height);
      if (!recipe.mask) return fresh;
      // White in the mask is redrawn: the new scene shows through the mask's luminance as alpha.
      const alpha = await sharp(recipe.mask).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer();
      const patch = await sharp(fresh)
        .removeAlpha()
        .joinChannel(alpha, { raw: { width, height, channels: 1 } })
        .png()
        .toBuffer();
      return sharp(inner)
        .composite([{ input: patch }])
        .png()
        .toBuffer();
    }
  }
}

/** A progress picture: the final one blurred, as Discord shows a drawing in progress. */
export async function renderPreview(recipe: Recipe, progress: number): Promise<Buffer> {
  const image = await renderRecipe(recipe);
  const sigma = Math.max(0.3, 30 * (1 - progress / 100));
  return sharp(image).resize({ width: 512, height: 512, fit: 'inside' }).blur(sigma).webp({ quality: 60 }).toBuffer();
}
