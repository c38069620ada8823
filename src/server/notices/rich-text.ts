/**
 * @module notices/rich-text
 * The one gate for operator rich text (spec §5: rich text restricted to an allowed tag and
 * attribute list and the schemes http, https, ftp, mailto; others escaped). Applied when a
 * notice is saved and again whenever it is handed to a page, so a row written by an older
 * version, or by hand, cannot carry script either.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'ftp', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Others escaped: a disallowed tag shows as text instead of vanishing with its content.
  disallowedTagsMode: 'escape',
  transformTags: {
    // A link opens beside the app (it often runs in a frame) and cannot reach back into it.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/**
 * @example cleanRichText('<p onclick="x()">Hi <script>alert(1)</script></p>')
 * // '<p>Hi &lt;script&gt;alert(1)&lt;/script&gt;</p>'
 */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
