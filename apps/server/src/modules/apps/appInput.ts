import type { Localized } from '../../domain/errors.js';
import { DomainError } from '../../domain/errors.js';
import { appMessages } from './messages.js';

/** What customApp and /gpts/set send (SPEC §3 App); every field optional here so each missing one gets its message. */
export interface AppInput {
  catId?: number;
  name?: string;
  preset?: string;
  des?: string;
  demoData?: string;
  coverImg?: string;
  public?: boolean;
}

/** The checked fields as stored: trimmed, examples one per line without blank lines. */
export interface AppFields {
  catId: number;
  name: string;
  preset: string;
  des: string;
  demoData: string;
  coverImg: string;
  public: boolean;
}

/**
 * The limits (SPEC §5, §9): users read the message 2–10 for a name, so user apps get 2–10 and official ones 2–30.
 * Lengths count characters (code points), trimmed.
 */
const appLimits = { name: [2, 10], officialName: [2, 30], preset: [6, 1200], des: 50, demoData: 100 } as const;

const length = (text: string) => [...text].length;

/** The examples as stored: each line trimmed, blank lines dropped. */
const demoLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Checks a submission in the form's field order (category, name, preset, description, examples, logo, public) and
 * throws the first field's message; `isLogo` says whether the address is the caller's own app-logo upload.
 */
export function checkAppInput(input: AppInput, { official, isLogo }: { official: boolean; isLogo: (url: string) => boolean }): AppFields {
  const fail = (message: Localized): never => {
    throw new DomainError(message);
  };
  if (!input.catId) fail(appMessages.categoryRequired);
  const name = input.name?.trim() ?? '';
  if (name === '') fail(appMessages.nameRequired);
  const [minName, maxName] = official ? appLimits.officialName : appLimits.name;
  if (length(name) < minName || length(name) > maxName) fail(official ? appMessages.officialNameLength : appMessages.nameLength);
  const preset = input.preset?.trim() ?? '';
  if (preset === '') fail(appMessages.presetRequired);
  if (length(preset) < appLimits.preset[0] || length(preset) > appLimits.preset[1]) fail(appMessages.presetLength);
  const des = input.des?.trim() ?? '';
  if (des === '') fail(appMessages.desRequired);
  if (length(des) > appLimits.des) fail(appMessages.desLength);
  const demoData = demoLines(input.demoData ?? '').join('\n');
  if (demoData === '') fail(appMessages.demoRequired);
  if (length(demoData) > appLimits.demoData) fail(appMessages.demoLength);
  const coverImg = input.coverImg?.trim() ?? '';
  if (coverImg === '') fail(appMessages.logoRequired);
  if (!isLogo(coverImg)) fail(appMessages.logoType);
  if (typeof input.public !== 'boolean') fail(appMessages.publicRequired);
  return { catId: input.catId!, name, preset, des, demoData, coverImg, public: input.public! };
}
