/**
 * The catalogue's texts are hard-wrapped at about 110 characters. Blank lines separate
 * paragraphs; single line breaks are only wrapping and become spaces.
 */
export function proseParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
}
