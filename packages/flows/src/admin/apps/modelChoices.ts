import type { Translate } from '../../i18n';
import type { AdminMessageKey } from '../messages';
import type { AppModelChoice } from './adminApps.machine';
import type { AppsAdminMessageKey } from './messages';

type Key = AppsAdminMessageKey | AdminMessageKey;

/** '' (the site's app model) as a key a list box can hold. */
const siteModelKey = '__site__';

/** The model choices of a select: the site's default, the enabled models, and the current one if it is not among them. */
export function modelOptions(t: Translate<Key>, models: AppModelChoice[] | null, current: string): { id: string; label: string }[] {
  const enabled = (models ?? []).map((model) => ({ id: model.model, label: model.name === model.model ? model.name : `${model.name} · ${model.model}` }));
  const retired =
    current !== '' && !enabled.some((option) => option.id === current) ? [{ id: current, label: t('admin.apps.modelRetired', { model: current }) }] : [];
  return [{ id: siteModelKey, label: t('admin.apps.modelDefault') }, ...enabled, ...retired];
}
export const modelKeyOf = (model: string) => model || siteModelKey;
export const modelOfKey = (key: string) => (key === siteModelKey ? '' : key);
