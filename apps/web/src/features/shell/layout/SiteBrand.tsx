import { Link } from 'wouter';
import { configString, siteStore } from '../../../site/siteStore';
import * as css from './layout.css';

/** Logo, site name and sub-name from the operator's config (SPEC §2.2); links home. */
export function SiteBrand({ isCompact = false }: { isCompact?: boolean }) {
  const config = siteStore.use((state) => state.config);
  const name = configString(config, 'siteName');
  const logo = configString(config, 'clientLogoPath');
  return (
    <Link href="/homePage" className={css.brand} aria-label={isCompact && name ? name : undefined}>
      {logo ? <img className={css.logo} src={logo} alt="" /> : null}
      {isCompact ? null : (
        <span className={css.brandText}>
          <span className={css.siteName}>{name}</span>
          <span className={css.subName}>{configString(config, 'subSiteName')}</span>
        </span>
      )}
    </Link>
  );
}
