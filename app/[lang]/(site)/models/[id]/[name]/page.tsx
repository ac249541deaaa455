import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolvePage } from '@/lib/i18n/page';
import { parseTalentId } from '@/lib/talent-routes';
import { getTalent } from '@/lib/integration';
import { AppError } from '@/lib/errors';

async function load(params: PageProps<'/[lang]/models/[id]/[name]'>['params']) {
  const { id } = await params;
  const talentId = parseTalentId(id);
  if (talentId === null) notFound();
  const locale = await resolvePage(params, '/models/[id]/[name]');
  try {
    return { locale, talent: await getTalent(talentId) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: PageProps<'/[lang]/models/[id]/[name]'>): Promise<Metadata> {
  const { talent } = await load(params);
  return { title: talent.name };
}

export default async function Page({ params }: PageProps<'/[lang]/models/[id]/[name]'>) {
  const { talent } = await load(params);
  return (
    <div className="page">
      <h1 className="page-title">{talent.name}</h1>
    </div>
  );
}
