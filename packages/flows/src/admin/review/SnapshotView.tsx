import { Link } from '@lingxi/ui';
import type { Translate } from '../../i18n';
import * as adminCss from '../admin.css';
import type { ReviewMessageKey } from './messages';
import * as css from './review.css';
import { snapshotNode, type SnapshotNode } from './snapshotView';

type ReviewTranslate = Translate<ReviewMessageKey>;

/** A submission's snapshot, whatever its kind: key by key; images only as links (never loaded from their host). */
export function SnapshotView({ t, snapshot }: { t: ReviewTranslate; snapshot: unknown }) {
  const node = snapshotNode(snapshot);
  return node.type === 'fields' ? (
    <Fields t={t} fields={node.fields} className={css.snapshot} />
  ) : (
    <div className={css.snapshot}>
      <NodeView t={t} node={node} />
    </div>
  );
}

function Fields({ t, fields, className }: { t: ReviewTranslate; fields: { key: string; node: SnapshotNode }[]; className: string }) {
  return (
    <dl className={className}>
      {fields.map(({ key, node }) => (
        <div key={key} className={adminCss.contents}>
          <dt className={css.snapshotKey}>{key}</dt>
          <dd className={css.snapshotValue}>
            <NodeView t={t} node={node} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function NodeView({ t, node }: { t: ReviewTranslate; node: SnapshotNode }) {
  switch (node.type) {
    case 'empty':
      return <span>{t('admin.review.snapshotEmpty')}</span>;
    case 'text':
      return <span>{node.text}</span>;
    case 'image':
    case 'link':
      return (
        <Link href={node.href} isExternal newTabHint={t(node.type === 'image' ? 'admin.review.imageLink' : 'admin.review.newTab')}>
          {node.href}
        </Link>
      );
    case 'list':
      return (
        <ul className={css.snapshotList}>
          {node.items.map((item, index) => (
            // Items may repeat: their place is their identity.
            <li key={index}>
              <NodeView t={t} node={item} />
            </li>
          ))}
        </ul>
      );
    case 'fields':
      return <Fields t={t} fields={node.fields} className={css.snapshotNested} />;
  }
}
