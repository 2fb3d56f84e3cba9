import sanitizeHtml from 'sanitize-html';

/**
 * What a CMS page's HTML may hold (docs/decisions/069-cms-page-editor.md): text markup, lists,
 * tables, links and images. Scripts, styles, event handlers, frames, forms and `javascript:` links
 * are removed; a link opening a new tab gets rel="noopener noreferrer". The library's own parser
 * does the work (sanitize-html), never a regular expression.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id', 'lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target')) },
  },
};

/** A CMS page's HTML with only the allowed tags, attributes and link schemes left. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
