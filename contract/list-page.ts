import { z } from "zod";

/**
 * A page of a staff list: the rows under `key`, and `total`, how many match in all (a page
 * may hold fewer; the list's CSV export has every one).
 */
export function listPage<Key extends string, Row extends z.ZodType>(key: Key, row: Row) {
  // A computed key widens to `string`; the shape really is exactly `key` and `total`.
  const shape = { [key]: z.array(row), total: z.number().int() } as Record<Key, z.ZodArray<Row>> & {
    total: z.ZodNumber;
  };
  return z.object(shape);
}
