import { jsonLd } from '@/lib/seo';

/**
 * Structured data for search engines. A data block is never executed, so the CSP's script-src does
 * not apply and it needs no nonce (like the posts' Article one); jsonLd() escapes '<'.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
