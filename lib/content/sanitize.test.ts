// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { sanitizeInline, sanitizeRichText, toPlainText } from './sanitize';

const settings = { mediaBaseUrl: 'https://media.example', siteUrl: 'https://site.example' };
const clean = (html: string) => sanitizeRichText(html, settings);

describe('sanitizeRichText', () => {
  it('keeps the panel formatting', () => {
    const html = clean(
      '<h2>Title</h2><p><strong>Bold</strong> and <em>it</em></p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Q</p></blockquote><figure><img src="https://media.example/storage/a.jpg" alt="A" width="1200" height="800"><figcaption>Cap</figcaption></figure>',
    );
    for (const kept of [
      '<h2>Title</h2>',
      '<strong>Bold</strong>',
      '<ul><li>One</li></ul>',
      '<ol><li>Two</li></ol>',
      '<blockquote><p>Q</p></blockquote>',
      '<figcaption>Cap</figcaption>',
    ])
      expect(html).toContain(kept);
    expect(html).toMatch(
      /<img src="https:\/\/media.example\/storage\/a.jpg" alt="A" width="1200" height="800" loading="lazy" decoding="async" \/>/,
    );
  });

  it('turns an h1 into an h2 so the page keeps one h1', () => {
    expect(clean('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('rewrites relative /storage/ image sources to the media host', () => {
    expect(clean('<img src="/storage/posts/x.jpg" alt="x">')).toContain(
      'src="https://media.example/storage/posts/x.jpg"',
    );
    expect(clean('<img src="https://cdn.example/y.jpg" alt="y">')).toContain(
      'src="https://cdn.example/y.jpg"',
    );
  });

  it('drops scripts, their text and every event handler', () => {
    const html = clean(
      '<p onclick="steal()">Hi</p><script>window.__xss = 1; alert(1)</script><img src="/storage/a.jpg" onerror="alert(1)" alt="">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|alert|__xss/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('drops javascript: and data: URLs however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const html = clean(`<a href="${href}">x</a>`);
      expect(html, href).toBe('<a>x</a>');
    }
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="">')).toBe('');
  });

  it('drops style attributes, style elements, srcdoc and svg', () => {
    const html = clean(
      '<p style="position:fixed">a</p><style>body{display:none}</style><iframe srcdoc="<script>alert(1)</script>"></iframe><svg onload="alert(1)"><circle r="1"/></svg>',
    );
    expect(html).toBe('<p>a</p>');
  });

  it('keeps YouTube and Vimeo players as their embed frames, lazily, and drops any other frame', () => {
    const html = clean(
      '<iframe src="https://www.youtube.com/embed/abc123XYZ" width="560" height="315" onload="x()"></iframe><iframe src="https://vimeo.com/76979871"></iframe><iframe src="https://evil.com/embed"></iframe><iframe src="https://www.youtube.com.evil.com/embed/x"></iframe><iframe src="//evil.com"></iframe><iframe src="https://www.youtube.com/channel/x"></iframe>',
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/abc123XYZ"');
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(html).not.toContain('www.youtube.com');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('title="Video"');
    expect(html).not.toMatch(/evil|onload/);
    expect(html.match(/<iframe/g)).toHaveLength(2);
  });

  it('opens external links safely and leaves internal ones alone', () => {
    expect(clean('<a href="https://elsewhere.example/x" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://elsewhere.example/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/en/models" target="_blank">m</a>')).toBe('<a href="/en/models">m</a>');
    expect(clean('<a href="https://site.example/en">s</a>')).toBe(
      '<a href="https://site.example/en">s</a>',
    );
    expect(clean('<a href="mailto:a@b.example">mail</a>')).toBe(
      '<a href="mailto:a@b.example">mail</a>',
    );
  });

  it('drops classes and ids that could hijack the site styles', () => {
    expect(clean('<p class="page" id="main">a</p>')).toBe('<p>a</p>');
  });
});

describe('sanitizeInline and toPlainText', () => {
  it('keeps only inline emphasis for headings', () => {
    expect(
      sanitizeInline(
        '<p>About <em>us</em><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      ),
    ).toBe('About <em>us</em>');
  });

  it('gives plain text with entities decoded', () => {
    expect(
      toPlainText('<p>Terms &amp; <b>conditions</b>\n &#8212; &#x41;&lt;3</p><script>x()</script>'),
    ).toBe('Terms & conditions — A<3');
  });
});
