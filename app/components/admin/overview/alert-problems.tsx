import { useQuery } from "@tanstack/react-query";
import type { AlertProblem, AlertProblemsResponse } from "../../../../contract/admin-alerts";
import { formatDateTime } from "../format";

export const alertProblemsUrl = "/api/admin/alerts/problems";

const leadOf = (alert: AlertProblem) =>
  alert.kind === "digest"
    ? "Daily digest"
    : `${alert.kind === "inquiry" ? "Inquiry" : "Conversation"} #${alert.leadId}`;

/**
 * Lead alerts (email, webhook) that could not be sent, so staff know to look at the panel and
 * fix the mail settings. Shows nothing while every alert goes out.
 */
export function AlertProblems() {
  const problems = useQuery<AlertProblemsResponse>({
    queryKey: [alertProblemsUrl],
    refetchInterval: 60_000,
  });
  const alerts = problems.data?.alerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <section
      aria-labelledby="alert-problems-heading"
      className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="alert-problems-heading" className="font-semibold">
        Lead alerts that could not be sent
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5">
        {alerts.map((alert) => (
          <li key={alert.id}>
            <span className="font-medium">
              {leadOf(alert)} by {alert.channel}
            </span>
            : {alert.lastError} ({alert.attempts} {alert.attempts === 1 ? "try" : "tries"};{" "}
            {alert.nextAttemptAt ? `next try ${formatDateTime(alert.nextAttemptAt)}` : "given up"})
          </li>
        ))}
      </ul>
    </section>
  );
}
