/**
 * The rows of a raw `db.execute(sql…)` answer. Both drivers (node-postgres and PGlite) answer `{ rows }`,
 * but drizzle types the shared database as either, so the shape is checked here once.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('A raw query answered without rows.');
  return rows as Row[];
}
