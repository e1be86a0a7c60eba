import { createThemeContract } from '@vanilla-extract/css';
import { colorRoles, type ColorRole } from '../tokens/color';
import { elevation, fontFamily, fontSize, fontWeight, lineHeight, motion, radius, space, zIndex } from '../tokens/scale';

const nulls = <T extends Record<string, unknown>>(record: T) => Object.fromEntries(Object.keys(record).map((key) => [key, null])) as { [K in keyof T]: null };

/** The one theme contract: every component reads these variables, never raw values. */
export const vars = createThemeContract({
  color: Object.fromEntries(colorRoles.map((role) => [role, null])) as Record<ColorRole, null>,
  font: nulls(fontFamily),
  fontSize: nulls(fontSize),
  fontWeight: nulls(fontWeight),
  lineHeight: nulls(lineHeight),
  space: nulls(space),
  radius: nulls(radius),
  elevation: nulls(elevation),
  motion: nulls(motion),
  zIndex: nulls(zIndex),
});
