import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';

import { ArtPicture } from '@/components/content/art-picture';
import { RichText } from '@/components/content/rich-text';
import { ApplicationForm } from '@/components/forms/application-form';
import { birthdateFormat } from '@/components/forms/date-order';
import { ClientMessages } from '@/components/i18n/client-messages';
import { websiteCopy } from '@/lib/content/rich-text';
import { serverEnv } from '@/lib/env/private';
import { AppError } from '@/lib/errors';
import { translateColor } from '@/lib/format/colors';
import { resolvePage } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import type { MeasureOption } from '@/lib/schemas/options';
import { alternates } from '@/lib/seo';
import { getShellContent } from '@/lib/services/content';
import { getAttributes } from '@/lib/services/talents';

import styles from './page.module.css';

export async function generateMetadata({
  params,
}: PageProps<'/[lang]/be-a-model'>): Promise<Metadata> {
  const locale = await resolvePage(params, '/be-a-model');
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t('beAModel'), alternates: alternates('/be-a-model', locale) };
}

/**
 * The scouting application page (docs/product.md, "Be-a-model page"): its title is the navbar's
 * be-a-model label.
 */
export default async function Page({ params }: PageProps<'/[lang]/be-a-model'>) {
  const locale = await resolvePage(params, '/be-a-model');
  const [nav, sections, content, options, eyes] = await Promise.all([
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'FormSections' }),
    getShellContent(),
    loadOptions(locale),
    eyeOptions(locale),
  ]);
  const intro = websiteCopy(content.texts, 'be_a_model_intro', locale);
  const cover = content.images.be_a_model_cover;

  return (
    <div className={`page ${styles.layout}`}>
      <header className={styles.intro}>
        <p className="eyebrow">{sections('eyebrow')}</p>
        <h1 className="page-title">{nav('beAModel')}</h1>
        <RichText html={intro.html} className={styles.introText} />
        <p className={styles.parents}>{sections('parentsNote')}</p>
      </header>
      {cover ? (
        <div className={styles.coverBox}>
          <ArtPicture
            image={cover}
            alt={cover.description}
            sizes="(min-width: 1024px) 590px, 100vw"
            priority
            className={styles.cover}
          />
        </div>
      ) : null}
      <ClientMessages namespaces={['Forms']}>
        <div className={styles.form}>
          <ApplicationForm
            countries={options.countries}
            eyes={eyes(options.eyes)}
            legends={{
              aboutYou: sections('aboutYou'),
              guardian: { legend: sections('guardian'), lead: sections('guardianLead') },
              measures: sections('measures'),
              photos: sections('photos'),
              photosLead: sections('photosLead'),
            }}
            retention={{
              months: serverEnv.APPLICATION_RETENTION_MONTHS,
              castingsMonths: serverEnv.APPLICATION_CASTINGS_RETENTION_MONTHS,
            }}
            birthdate={birthdateFormat(locale)}
          />
        </div>
      </ClientMessages>
    </div>
  );
}

/**
 * Countries and eye colours; without them there is no form to show (docs/product.md, "Be-a-model
 * page": a 503).
 */
async function loadOptions(locale: Locale) {
  try {
    return await getAttributes(locale, undefined);
  } catch (cause) {
    throw new AppError('options_unavailable', 'scouting form options unavailable', { cause });
  }
}

/**
 * Eye colours arrive in Portuguese: the value stays as the API sent it, the label is translated.
 */
async function eyeOptions(locale: Locale) {
  const colors = new Map<string, string>(Object.entries((await getMessages({ locale })).Colors));
  const translate = (key: string) => colors.get(key) ?? null;
  return (eyes: { value: string }[]): MeasureOption[] =>
    eyes
      .map(({ value }) => ({ value, label: translateColor(value, translate) ?? value }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
}
