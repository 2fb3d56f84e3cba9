/**
 * The searchable form of a title or a query: decomposed (NFD), combining marks stripped,
 * lower-cased, every run of other characters than letters and digits made one space.
 * "Crème Brûlée: Deluxe" -> "creme brulee deluxe".
 */
export function normalizeTitle(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A URL slug of a title: its normalised form with dashes. */
export function slugify(value: string): string {
  return normalizeTitle(value).replace(/ /g, '-');
}
