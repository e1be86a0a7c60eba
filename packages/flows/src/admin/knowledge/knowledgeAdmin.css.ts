import { style } from '@vanilla-extract/css';

// 知识库设置: the usage figures and the embedding spaces.

export const figure = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const spaces = style({ margin: 0, paddingInlineStart: '1.2em' });
