import { getLocale, getTranslations } from 'next-intl/server';

import { AppLink } from '@/components/ui/app-link';
import { InstagramIcon } from '@/components/ui/icons';
import { instagramUrl, productName } from '@/lib/content/website';
import { hasRoute, type Locale } from '@/lib/i18n/routing';
import { getShellContent } from '@/lib/services/content';

import styles from './site-footer.module.css';

export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Footer');
  const content = await getShellContent();
  const name = productName(content);
  const instagram = instagramUrl(content);
  const provider = content.customizations.brand.bookingProvider;

  return (
    // The home page's lighter style comes from its own marker (site-footer.module.css).
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{name}</p>
        {instagram ? (
          <ul className={styles.social} aria-label={t('social')}>
            <li>
              <a
                href={instagram}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.icon}
                aria-label="Instagram"
              >
                <InstagramIcon />
              </a>
            </li>
          </ul>
        ) : null}
        <div className={styles.legal}>
          <p>{t('copyright', { year: new Date().getFullYear(), name })}</p>
          {hasRoute(locale, '/privacy') ? <AppLink href="/privacy">{t('privacy')}</AppLink> : null}
          {provider ? (
            <p>
              {t.rich('bookingCredit', {
                name: provider.name,
                provider: (chunks) => (
                  <a href={provider.url} target="_blank" rel="noopener noreferrer">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
