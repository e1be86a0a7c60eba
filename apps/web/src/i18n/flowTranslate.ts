import { createTranslator, type FlowCatalog, type Translate } from '@lingxi/flows/i18n';
import i18next from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Flow views take `t` for their own catalogs (packages/flows ships the texts of its flows in all
 * three languages); this follows the app's current language.
 */
export function useFlowTranslate(catalogs: readonly FlowCatalog[]): Translate {
  const { i18n: current } = useTranslation();
  return useMemo(() => createTranslator(catalogs, current.language), [catalogs, current.language]);
}

/** The same outside React (toasts a machine asks for). */
export const flowTranslate = (catalogs: readonly FlowCatalog[]): Translate => createTranslator(catalogs, i18next.language);
