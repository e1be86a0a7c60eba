import type { AppFormBody } from './appStoreTypes';

/**
 * The create-app form's fields in SPEC §5's order: the order messages are checked and reported in. `modelId` (the
 * agents' model, /gpts/set) shows only in the agents' dialog, below the category; nothing checks it before the server.
 */
export const appFormFields = ['catId', 'modelId', 'name', 'preset', 'des', 'demoData', 'coverImg', 'public'] as const;
export type AppFormField = (typeof appFormFields)[number];

/** What the form holds while it is edited. */
export interface AppFormValues {
  catId: number | null;
  name: string;
  preset: string;
  des: string;
  /** One example per line. */
  demoData: string;
  /** The uploaded logo's address ('' before one is uploaded). */
  coverImg: string;
  /** null until 是 or 否 is chosen. */
  public: boolean | null;
  /** The agent's model (0: the site's default); null: the form has no model field (dialog 7 for apps). */
  modelId: number | null;
}

export const emptyAppForm: AppFormValues = { catId: null, name: '', preset: '', des: '', demoData: '', coverImg: '', public: null, modelId: null };

/** What the save is handed: POST /app/customApp's body, with the agent's model when the form has one. */
export type AppFormSave = AppFormBody & { modelId?: number };

/**
 * A refusal of the save that names its field: a save service throws it (agents: the server's text matched to a field)
 * and the dialog shows the text under that field instead of above the buttons.
 */
export class AppFieldRefusal extends Error {
  constructor(
    readonly field: AppFormField,
    message: string,
  ) {
    super(message);
    this.name = 'AppFieldRefusal';
  }
}

/**
 * The limits users read (SPEC §5, §9; docs/apps.md): a name of 2–10 characters (the message users read; the rule of 30
 * is the operator's), a preset of 6–1200, a description of at most 50, the examples at most 100 in all. Lengths count
 * code points of the trimmed text, as the server does.
 */
export const appFormLimits = { name: [2, 10], preset: [6, 1200], des: 50, demoData: 100 } as const;

/** SPEC §5: one jpg, jpeg or png picture; docs/apps.md: 2 MB at most. */
export const appLogoTypes = ['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png'] as const;
export const maxAppLogoBytes = 2 * 1024 * 1024;

export type AppFormErrorKey =
  | 'appStore.form.error.categoryRequired'
  | 'appStore.form.error.nameRequired'
  | 'appStore.form.error.nameLength'
  | 'appStore.form.error.presetRequired'
  | 'appStore.form.error.presetLength'
  | 'appStore.form.error.desRequired'
  | 'appStore.form.error.desLength'
  | 'appStore.form.error.demoRequired'
  | 'appStore.form.error.demoLength'
  | 'appStore.form.error.logoRequired'
  | 'appStore.form.error.logoType'
  | 'appStore.form.error.logoSize'
  | 'appStore.form.error.logoUploading'
  | 'appStore.form.error.publicRequired';

/** Characters as users count them: code points (an emoji or a rare Han character is one). */
export const codePoints = (text: string) => [...text].length;

/** The examples as the server stores them: each line trimmed, blank lines dropped, one per line. */
export const normaliseDemoData = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/** One field's message (SPEC §5's words), or null when it passes. */
export function checkAppField(field: AppFormField, values: AppFormValues): AppFormErrorKey | null {
  switch (field) {
    case 'catId':
      return values.catId === null ? 'appStore.form.error.categoryRequired' : null;
    case 'modelId':
      return null;
    case 'name': {
      const length = codePoints(values.name.trim());
      if (length === 0) return 'appStore.form.error.nameRequired';
      return length < appFormLimits.name[0] || length > appFormLimits.name[1] ? 'appStore.form.error.nameLength' : null;
    }
    case 'preset': {
      const length = codePoints(values.preset.trim());
      if (length === 0) return 'appStore.form.error.presetRequired';
      return length < appFormLimits.preset[0] || length > appFormLimits.preset[1] ? 'appStore.form.error.presetLength' : null;
    }
    case 'des': {
      const length = codePoints(values.des.trim());
      if (length === 0) return 'appStore.form.error.desRequired';
      return length > appFormLimits.des ? 'appStore.form.error.desLength' : null;
    }
    case 'demoData': {
      const length = codePoints(normaliseDemoData(values.demoData));
      if (length === 0) return 'appStore.form.error.demoRequired';
      return length > appFormLimits.demoData ? 'appStore.form.error.demoLength' : null;
    }
    case 'coverImg':
      return values.coverImg.trim() === '' ? 'appStore.form.error.logoRequired' : null;
    case 'public':
      return values.public === null ? 'appStore.form.error.publicRequired' : null;
  }
}

/** Every field's message, in field order (only the failing ones). */
export function checkAppForm(values: AppFormValues): Partial<Record<AppFormField, AppFormErrorKey>> {
  const errors: Partial<Record<AppFormField, AppFormErrorKey>> = {};
  for (const field of appFormFields) {
    const error = checkAppField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What a picked logo file breaks, or null: the type first (仅支持 jpg、jpeg、png 格式的图片), then the size. */
export function checkAppLogoFile(file: { name: string; type: string; size: number }): AppFormErrorKey | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  const typeOk = ['jpg', 'jpeg', 'png'].includes(extension) && (type === '' || type === 'image/jpeg' || type === 'image/png');
  if (!typeOk) return 'appStore.form.error.logoType';
  return file.size > maxAppLogoBytes ? 'appStore.form.error.logoSize' : null;
}

/** The checked values as POST /app/customApp takes them, and the model when the form has one (once checkAppForm found nothing). */
export const appFormBody = (values: AppFormValues, appId: number | null): AppFormSave => ({
  catId: values.catId ?? 0,
  name: values.name.trim(),
  preset: values.preset.trim(),
  des: values.des.trim(),
  demoData: normaliseDemoData(values.demoData),
  coverImg: values.coverImg.trim(),
  public: values.public ?? false,
  ...(appId !== null ? { appId } : {}),
  ...(values.modelId !== null ? { modelId: values.modelId } : {}),
});
