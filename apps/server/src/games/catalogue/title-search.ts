import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The trigram title search (decision 022). Every query is matched by word similarity (`<%`, the
 * session's threshold, db/session-settings.ts: one typo in a word, and for a query of one or two
 * characters the titles with a word starting with it); a query of three or more characters also
 * matches as a substring. Substring matches come first, then by similarity, then popularity.
 * Both predicates are served by the GIN trigram index; the similarity is computed once per match.
 */
function titleSearchQuery(query: string): SQL {
  const pattern = `%${query.replace(/[\\%_]/g, '\\$&')}%`;
  const substring = query.length >= 3 ? sql` OR title_search LIKE ${pattern}` : sql``;
  return sql`SELECT id FROM (
      SELECT id, popularity_rank, title_search LIKE ${pattern} AS contains, word_similarity(${query}, title_search) AS similarity
      FROM games WHERE ${query} <% title_search${substring}
    ) AS matches
    ORDER BY contains DESC, similarity DESC, popularity_rank, id`;
}

/** The title search; with `explain` the very same statement is prefixed with EXPLAIN and the plan's lines are answered. */
export async function searchTitles(db: Db, query: string, explain = false): Promise<unknown[]> {
  const result = await db.execute(explain ? sql`EXPLAIN ${titleSearchQuery(query)}` : titleSearchQuery(query));
  return (result as unknown as { rows: unknown[] }).rows;
}
