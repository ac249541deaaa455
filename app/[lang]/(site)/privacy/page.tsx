import { getTranslations } from 'next-intl/server';

import { textPageRoute } from '@/components/content/text-page-route';
import styles from '@/components/content/text-page.module.css';
import { privacyTextVersion } from '@/lib/content/privacy-version';
import type { Locale } from '@/lib/i18n/routing';
import { getShellContent } from '@/lib/services/content';

const route = textPageRoute({
  pathname: '/privacy',
  copy: 'privacy',
  namespace: 'Privacy',
  aside: textVersion,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

/**
 * The version of the text above, which every application records with its applicant's consent
 * (docs/product.md, "Consents and retention"): how staff tell which text an applicant accepted.
 */
async function textVersion(locale: Locale) {
  const [t, { texts }] = await Promise.all([
    getTranslations({ locale, namespace: 'Privacy' }),
    getShellContent(),
  ]);
  return (
    <p className={styles.version}>{t('version', { version: privacyTextVersion(texts, locale) })}</p>
  );
}
