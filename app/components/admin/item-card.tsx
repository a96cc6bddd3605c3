import type { ReactNode } from "react";
import { Card } from "../ui/card";

/**
 * One item of a staff list: a card whose top row holds the item's title (with `details`
 * under it) and, on the right, its badges and actions; `children` follow below.
 */
export function ItemCard({
  testId,
  title,
  details,
  aside,
  children,
}: {
  testId: string;
  title: ReactNode;
  details?: ReactNode;
  aside: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li>
      <Card className="p-4" data-testid={testId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">{title}</h3>
            {details}
          </div>
          <div className="flex flex-wrap items-center gap-2">{aside}</div>
        </div>
        {children}
      </Card>
    </li>
  );
}
