import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { resolvePage } from '@/lib/i18n/page';
import { isModelSubcategory, MODEL_SUBCATEGORIES, subcategoryPath } from '@/lib/talent-routes';

export function generateStaticParams() {
  return MODEL_SUBCATEGORIES.map((subcategory) => ({ subcategory }));
}

async function resolve(params: PageProps<'/[lang]/models/[subcategory]'>['params']) {
  const { subcategory } = await params;
  if (!isModelSubcategory(subcategory)) notFound();
  const locale = await resolvePage(params, subcategoryPath('models', subcategory));
  return { locale, subcategory };
}

export async function generateMetadata({ params }: PageProps<'/[lang]/models/[subcategory]'>): Promise<Metadata> {
  const { locale, subcategory } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return { title: t(subcategory) };
}

export default async function Page({ params }: PageProps<'/[lang]/models/[subcategory]'>) {
  const { locale, subcategory } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="page">
      <h1 className="page-title">{t(subcategory)}</h1>
    </div>
  );
}
