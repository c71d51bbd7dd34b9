import type { RichTextSanitiser } from '../../application/service/news/ports';

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Treats a news body as plain text: every character is escaped and blank lines part paragraphs, so nothing an
 * author writes can become markup. Serves until the shared rich-text editor and its sanitiser are wired in.
 */
export class RichTextSanitiserPlainText implements RichTextSanitiser {
  sanitise(text: string): string {
    return text
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== '')
      .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (character) => ESCAPED[character]!).replace(/\r?\n/g, '<br>')}</p>`)
      .join('');
  }
}
