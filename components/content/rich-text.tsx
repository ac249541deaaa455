import styles from './rich-text.module.css';

type Props = { html: string; className?: string; lang?: string };

/** HTML from the panel, already sanitized on the server (lib/content/rich-text.ts). */
export function RichText({ html, className, lang }: Props) {
  return (
    <div
      className={`rich-text ${styles.text} ${className ?? ''}`}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
