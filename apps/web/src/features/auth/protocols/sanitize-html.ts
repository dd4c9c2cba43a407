import DOMPurify from 'dompurify';

/**
 * The gateway already sanitises protocol HTML; the portal cleans it again before putting it into the page, so a
 * compromised or misconfigured upstream still cannot run script here. Links open in a new tab without an opener.
 */
export function sanitizeAgreementHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
