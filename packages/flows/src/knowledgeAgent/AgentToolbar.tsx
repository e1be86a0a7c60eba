import { Button, EmptyState, Select, SelectItem } from '@lingxi/ui';
import { BookOpen, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import type { Translate } from '../i18n';
import type { AgentMessageKey } from './messages';
import * as css from './AgentToolbar.css';

/** A base the question may be asked in (GET /knowledge/base/list's id and name). */
export interface ScopeBase {
  id: number;
  name: string;
}

export interface AgentToolbarProps {
  t: Translate<AgentMessageKey>;
  /** Shows or hides the conversation list. */
  listButton: ReactNode;
  bases: readonly ScopeBase[];
  /** The base asked; null: all of the caller's. */
  scope: number | null;
  onScopeChange: (kbId: number | null) => void;
  /** Opens the documents (a sheet where they are not beside the conversation); absent when they are. */
  onDocuments?: () => void;
}

const allKey = 'all';

/** Above a knowledge conversation: the list button, 提问范围 (全部知识库 or one base) and 文档. */
export function AgentToolbar({ t, listButton, bases, scope, onScopeChange, onDocuments }: AgentToolbarProps) {
  const items = [{ id: allKey, name: t('agent.allBases') }, ...bases.map((base) => ({ id: String(base.id), name: base.name }))];
  const selected = scope !== null && bases.some((base) => base.id === scope) ? String(scope) : allKey;
  return (
    <div className={css.toolbar}>
      {listButton}
      <div className={css.scope}>
        <span className={css.scopeLabel} aria-hidden="true">
          {t('agent.scope')}
        </span>
        <Select
          aria-label={t('agent.scope')}
          size="sm"
          items={items}
          selectedKey={selected}
          onSelectionChange={(key: Key | null) => onScopeChange(key === null || key === allKey ? null : Number(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      <span className={css.spacer} />
      {onDocuments ? (
        <Button variant="secondary" size="sm" onPress={onDocuments}>
          <FileText size={16} aria-hidden="true" className={css.buttonIcon} />
          {t('agent.documents')}
        </Button>
      ) : null}
    </div>
  );
}

/** An empty knowledge conversation: what to ask, and where the documents go. */
export function AgentWelcome({ t, onDocuments }: { t: Translate<AgentMessageKey>; onDocuments?: () => void }) {
  return (
    <div className={css.welcome}>
      <EmptyState
        icon={<BookOpen size={32} />}
        title={t('agent.welcomeTitle')}
        description={t('agent.welcomeBody')}
        action={onDocuments ? <Button onPress={onDocuments}>{t('agent.documents')}</Button> : undefined}
      />
    </div>
  );
}
