import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';
import { isTalentSubcategory, TALENT_SUBCATEGORIES, subcategoryPath } from '@/lib/talent-routes';

export function generateStaticParams() {
  return TALENT_SUBCATEGORIES.map((subcategory) => ({ subcategory }));
}

async function resolve(params: PageProps<'/[lang]/talents/[subcategory]'>['params']) {
  const { subcategory } = await params;
  if (!isTalentSubcategory(subcategory)) notFound();
  const locale = await resolvePage(params, subcategoryPath('talents', subcategory));
  return { locale, subcategory };
}

export async function generateMetadata({ params }: PageProps<'/[lang]/talents/[subcategory]'>): Promise<Metadata> {
  const { locale, subcategory } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t(subcategory) };
}

export default async function Page({ params }: PageProps<'/[lang]/talents/[subcategory]'>) {
  const { locale, subcategory } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t(subcategory)}</h1>
    </div>
  );
}
