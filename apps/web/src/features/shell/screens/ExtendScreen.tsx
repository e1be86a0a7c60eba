import { EmptyState } from '@lingxi/ui';
import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../feature';
import * as css from './screens.css';

/** The URL /extend may frame: http(s) only, never javascript: or data:. */
export function frameableUrl(search: string): string | null {
  const url = new URLSearchParams(search).get('url') ?? '';
  return /^https?:\/\//i.test(url) ? url : null;
}

/** SPEC §2.1: hosts an external menu URL in an iframe (sandboxed: scripts and forms, no top navigation). */
export default function ExtendScreen({ search }: ScreenProps) {
  const { t } = useTranslation();
  const url = frameableUrl(search);
  const name = new URLSearchParams(search).get('name') ?? '';
  if (!url) {
    return (
      <div className={css.centered}>
        <EmptyState icon={<Link2Off size={40} />} headingLevel={1} title={t('extend.missing')} />
      </div>
    );
  }
  return (
    <iframe
      className={css.frame}
      src={url}
      title={t('extend.frameTitle', { name: name || new URL(url).host })}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
