import { Badge } from "../ui/badge";

/** Marks a lead that arrived while the office was closed, so staff answer it first thing. */
export function OutOfHoursBadge({ arrivedOutOfHours }: { arrivedOutOfHours: boolean }) {
  if (!arrivedOutOfHours) return null;
  return (
    <Badge variant="neutral" title="Arrived outside business hours (Nairobi time)">
      Out of hours
    </Badge>
  );
}
