import { getTranslations } from 'next-intl/server';

import { textPageRoute } from '@/components/content/text-page-route';
import styles from '@/components/content/text-page.module.css';
import { AppLink } from '@/components/ui/app-link';
import type { Locale } from '@/lib/i18n/routing';

const route = textPageRoute({
  pathname: '/about-us',
  copy: 'about',
  namespace: 'About',
  image: 'about_cover',
  aside: contactCall,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;

/** After the agency's story, the two ways to get in touch. */
async function contactCall(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'About' });
  return (
    <aside className={styles.cta} aria-label={t('cta')}>
      <p className={styles.ctaTitle}>{t('cta')}</p>
      <div className={styles.ctaLinks}>
        <AppLink href="/contact" className={styles.ctaLink}>
          {t('contact')}
        </AppLink>
        <AppLink href="/be-a-model" className={styles.ctaLink}>
          {t('beAModel')}
        </AppLink>
      </div>
    </aside>
  );
}
