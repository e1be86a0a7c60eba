import { describe, expect, it } from 'vitest';
import { currentNijiVersion, modelLabel, parseMjPrompt } from './mjPromptParser';

type Row = [prompt: string, model: string, ratio: string, advanced: string, cleaned: string];

// Real prompts as users write them (shared galleries, Discord, phones): model, ratio, the advanced params as
// "name value" joined by " | ", and the cleaned prompt.
const table: Row[] = [
  ['a red fox in fresh snow --v 5.2 --q 2 --s 100 --c 30 --ar 1:1', 'MJ 5.2', '1:1', 'q 2 | s 100 | c 30', 'a red fox in fresh snow'],
  ['cyberpunk street at night, neon, rain --ar 16:9 --v 6.1', 'MJ 6.1', '16:9', '', 'cyberpunk street at night, neon, rain'],
  ['portrait of a girl, studio ghibli style --niji 6 --ar 2:3', 'NJ 6', '2:3', '', 'portrait of a girl, studio ghibli style'],
  ['cute cat, watercolor --niji --ar 3:4', `NJ ${currentNijiVersion}`, '3:4', '', 'cute cat, watercolor'],
  ['isometric tiny house --version 7 --aspect 4:3', 'MJ 7', '4:3', '', 'isometric tiny house'],
  ['a lighthouse at dusk —ar 9:16 —v 6', 'MJ 6', '9:16', '', 'a lighthouse at dusk'],
  ['mountains in mist ——ar 16:9 ——niji 5', 'NJ 5', '16:9', '', 'mountains in mist'],
  ['A Knight In Armor --AR 2:3 --V 5.1 --STYLE raw', 'MJ 5.1', '2:3', 'style raw', 'A Knight In Armor'],
  ['  sunflowers   field ,  golden hour   --ar   3:2   --s 750  ', 'MJ', '3:2', 's 750', 'sunflowers field , golden hour'],
  ['https://s.mj.run/abc123 https://cdn.example.com/ref.png a girl in a red dress --iw 1.5 --v 6', 'MJ 6', '1:1', 'iw 1.5', 'a girl in a red dress'],
  ['<https://cdn.example.com/a.png> an old temple --ar 1:1', 'MJ', '1:1', '', 'an old temple'],
  ['space::2 ship::1 nebula::-0.5 --v 6 --ar 21:9', 'MJ 6', '21:9', '', 'space::2 ship::1 nebula::-0.5'],
  ['hot dog::1.5 food --no ketchup, mustard --ar 1:1', 'MJ', '1:1', 'no ketchup, mustard', 'hot dog::1.5 food'],
  ['a bowl of ramen', 'MJ', '1:1', '', 'a bowl of ramen'],
  ['一只在雪地里的红狐狸，电影感，--ar 16:9 --v 6.1', 'MJ 6.1', '16:9', '', '一只在雪地里的红狐狸，电影感，'],
  ['水墨山水画，留白，意境 —niji 6 —ar 9:16 —s 400', 'NJ 6', '9:16', 's 400', '水墨山水画，留白，意境'],
  ['abstract shapes --chaos 80 --weird 250 --stylize 900 --v 6', 'MJ 6', '1:1', 'c 80 | weird 250 | s 900', 'abstract shapes'],
  ['seamless floral pattern --tile --v 5.2', 'MJ 5.2', '1:1', 'tile ', 'seamless floral pattern'],
  ['robot barista --seed 123456 --stop 80 --fast', 'MJ', '1:1', 'seed 123456 | stop 80', 'robot barista'],
  [
    'a samurai cat --sref https://a.example/1.png https://a.example/2.png --sw 200 --relax',
    'MJ',
    '1:1',
    'sref https://a.example/1.png https://a.example/2.png | sw 200',
    'a samurai cat',
  ],
  [
    'the same hero in a forest --cref https://a.example/hero.png --cw 50 --turbo --ar 4:5',
    'MJ',
    '4:5',
    'cref https://a.example/hero.png | cw 50',
    'the same hero in a forest',
  ],
  ['product photo of a perfume bottle --q .5 --ar 1 : 1 --v 6.0', 'MJ 6.0', '1:1', 'q .5', 'product photo of a perfume bottle'],
  ['anime girl --niji 6 --style expressive', 'NJ 6', '1:1', 'style expressive', 'anime girl'],
  ['old man portrait --p --v 7 --exp 25', 'MJ 7', '1:1', 'p  | exp 25', 'old man portrait'],
  ['cat – – ar 2:3', 'MJ', '2:3', '', 'cat'],
  ['sunset over the sea — amazing colors —ar 16:9', 'MJ', '16:9', '', 'sunset over the sea — amazing colors'],
];

describe('parseMjPrompt', () => {
  it.each(table)('%s', (prompt, model, ratio, advanced, cleaned) => {
    const parsed = parseMjPrompt(prompt);
    expect(modelLabel(parsed.model)).toBe(model);
    expect(parsed.ratio).toBe(ratio);
    expect(parsed.advanced.map(({ name, value }) => `${name} ${value}`).join(' | ')).toBe(advanced);
    expect(parsed.cleaned).toBe(cleaned);
  });

  it('holds at least 20 real prompts', () => {
    expect(table.length).toBeGreaterThanOrEqual(20);
  });
});
