import type { ReactNode } from 'react';

/**
 * A page frame with one h1: the common outer shape of remote pages, so headings and widths
 * match across remotes. Styling uses the host's CSS variables (with fallbacks for standalone).
 */
export function TitledPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article
      style={{
        width: '100%',
        maxWidth: 1040,
        margin: '0 auto',
        padding: '32px 20px 48px',
        color: 'var(--c-text, #111827)',
      }}
    >
      <h1 style={{ fontSize: 'clamp(1.6rem, 4vw, 2.2rem)', margin: '0 0 12px', lineHeight: 1.2 }}>
        {title}
      </h1>
      {intro && (
        <p style={{ color: 'var(--c-muted, #4b5563)', margin: '0 0 24px', fontSize: '1.05rem' }}>
          {intro}
        </p>
      )}
      {children}
    </article>
  );
}
