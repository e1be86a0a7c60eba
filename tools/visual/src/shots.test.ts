import { describe, expect, it } from 'vitest';
import { shotsFor } from './shots.mjs';

describe('shotsFor', () => {
  it('shoots a story in light and dark at desktop width, exactly', () => {
    const shots = shotsFor({ id: 'actions-button--primary' });
    expect(shots.map((shot) => [shot.name, shot.viewport.width, shot.pixelAllowance])).toEqual([
      ['actions-button--primary--light', 1024, 0],
      ['actions-button--primary--dark', 1024, 0],
    ]);
  });

  it('adds 375 px for mobile stories and shoots pages at 1440×900 and 390×844 with a small pixel allowance', () => {
    expect(shotsFor({ id: 'a--b', tags: ['mobile'] }).map((shot) => shot.viewport.width)).toEqual([1024, 1024, 375, 375]);
    const pages = shotsFor({ id: 'web-shell-pages--home-page', tags: ['page'] });
    expect(pages.map((shot) => [shot.name, shot.viewport.width, shot.viewport.height])).toEqual([
      ['web-shell-pages--home-page--light', 1440, 900],
      ['web-shell-pages--home-page--dark', 1440, 900],
      ['web-shell-pages--home-page--light-mobile', 390, 844],
      ['web-shell-pages--home-page--dark-mobile', 390, 844],
    ]);
    expect(pages.every((shot) => shot.pixelAllowance === 8)).toBe(true);
  });
});
