import { Checkbox } from '@lingxi/ui';
import type { Translate } from '../i18n/messages';
import type { LoginDialogCatalogsKey } from './messages';

/** Splits the agreement text at its <terms>…</terms> and <policy>…</policy> marks. */
function AgreementText({ t }: { t: Translate<LoginDialogCatalogsKey> }) {
  return t('login.agreement')
    .split(/(<terms>.*?<\/terms>|<policy>.*?<\/policy>)/)
    .map((part, index) => {
      const link = /^<(terms|policy)>(.*)<\/\1>$/.exec(part);
      if (!link) return part;
      const text = link[2];
      return (
        <a key={index} href={link[1] === 'terms' ? '/agreement' : '/policy'} target="_blank" rel="noopener" aria-label={`${text}${t('login.newTab')}`}>
          {text}
        </a>
      );
    });
}

export interface AgreementProps {
  t: Translate<LoginDialogCatalogsKey>;
  isSelected: boolean;
  error: LoginDialogCatalogsKey | null;
  onToggle: () => void;
}

/** SPEC §2.3.1: the agreement checkbox under every mode; its links open in a new tab. */
export function Agreement({ t, isSelected, error, onToggle }: AgreementProps) {
  return (
    <Checkbox isSelected={isSelected} onChange={onToggle} isInvalid={error !== null} errorMessage={error ? t(error) : undefined}>
      <AgreementText t={t} />
    </Checkbox>
  );
}
