import { Button } from '@lingxi/ui';
import type { Translate } from '../i18n';
import { type MessageRef, messageText } from '../session/notify';
import * as css from './admin.css';
import type { AdminMessageKey } from './messages';

/** A screen whose data did not load: the reason, announced, and 重试. */
export function LoadFailed<K extends string>({
  t,
  error,
  onRetry,
}: {
  t: Translate<K | AdminMessageKey>;
  error: MessageRef<K | AdminMessageKey> | null;
  onRetry: () => void;
}) {
  return (
    <div className={css.section} role="alert">
      <p className={css.formError}>{error ? messageText(t, error) : null}</p>
      <div className={css.actions}>
        <Button onPress={onRetry}>{t('admin.retry')}</Button>
      </div>
    </div>
  );
}
