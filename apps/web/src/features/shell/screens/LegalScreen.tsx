import { Skeleton } from '@lingxi/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../site/api';
import type { ScreenProps } from '../../feature';
import * as css from './screens.css';

/** The config key holding each legal page's HTML (written by the operator). */
export const legalConfigKeys: Record<string, string> = {
  '/agreement': 'agreementInfo',
  '/policy': 'privacyPolicy',
  '/serviceAgreement': 'serviceAgreementInfo',
};

/** /agreement, /policy and /serviceAgreement: texts from the operator's config (SPEC §2.1). */
export default function LegalScreen({ title, path }: ScreenProps) {
  const { t } = useTranslation();
  const key = legalConfigKeys[path] ?? '';
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .post('/config/query', { json: { keys: [key] }, signal: controller.signal, silent: true })
      .then((config) => setHtml(typeof config[key] === 'string' ? config[key] : ''))
      .catch(() => setHtml(''));
    return () => controller.abort();
  }, [key]);
  // The HTML is sanitised by the server (config pages), and the CSP forbids inline script besides.
  return (
    <article className={css.article}>
      <h1 className={css.heading}>{title}</h1>
      {html === null ? <Skeleton lines={6} /> : html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <p className={css.muted}>{t('legal.empty')}</p>}
    </article>
  );
}
