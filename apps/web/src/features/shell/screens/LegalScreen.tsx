import { Button, Skeleton } from '@lingxi/ui';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { api } from '../../../site/api';
import type { ScreenProps } from '../../feature';
import { withoutLeadingHeading } from './legalText';
import * as css from './screens.css';

/** The config key holding each legal page's HTML (written by the operator). */
export const legalConfigKeys: Record<string, string> = {
  '/agreement': 'agreementInfo',
  '/policy': 'privacyPolicy',
  '/serviceAgreement': 'serviceAgreementInfo',
};

/** /agreement, /policy and /serviceAgreement: texts from the operator's config (SPEC §2.1), at reading width. */
export default function LegalScreen({ title, path }: ScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const key = legalConfigKeys[path] ?? '';
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .post('/config/query', { json: { keys: [key] }, signal: controller.signal, silent: true })
      .then((config) => setHtml(typeof config[key] === 'string' ? withoutLeadingHeading(config[key]) : ''))
      .catch(() => setHtml(''));
    return () => controller.abort();
  }, [key]);
  // Back where the reader came from (the login dialog's agreement link), or home for a page opened directly.
  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  // The HTML is sanitised by the server (config pages), and the CSP forbids inline script besides.
  return (
    <article className={css.legal}>
      <Button variant="quiet" size="sm" onPress={back}>
        <ArrowLeft size={16} aria-hidden />
        {t('legal.back')}
      </Button>
      <h1 className={css.heading}>{title}</h1>
      {html === null ? <Skeleton lines={6} /> : html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <p className={css.muted}>{t('legal.empty')}</p>}
    </article>
  );
}
