import type { PropsWithChildren, ReactNode } from "react";
import { Card } from "../ui/card";

/** A staff list drawn as a table on a card: its caption (the count), column heads and rows. */
export function StaffTable({
  caption,
  columns,
  children,
}: PropsWithChildren<{ caption: ReactNode; columns: readonly string[] }>) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left text-sm text-slate-600">{caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </Card>
  );
}
