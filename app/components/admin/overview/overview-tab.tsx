import { useQuery } from "@tanstack/react-query";
import { FileTextIcon, MessagesSquareIcon, SpellCheckIcon, UsersIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import type { MetricsResponse } from "../../../../contract/admin-metrics";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { LoadError, Loading } from "../states";
import { AlertProblems } from "./alert-problems";
import { FunnelCard } from "./funnel-card";
import { LastBackupCard } from "./last-backup-card";

// The charts load after the figures, in their own chunk of the staff bundle.
const OverviewCharts = lazy(() => import("./overview-charts"));

export const metricsUrl = "/api/admin/metrics";

/** The Overview tab: four figures, the funnel, Most Requested Services, the lead charts and the last backup. */
export default function OverviewTab() {
  const metrics = useQuery<MetricsResponse>({ queryKey: [metricsUrl], refetchInterval: 60_000 });
  if (metrics.isPending) return <Loading label="Loading figures..." />;
  if (metrics.isError) return <LoadError error={metrics.error} />;
  const m = metrics.data;

  return (
    <div className="flex flex-col gap-6">
      <AlertProblems />
      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Total Conversations"
          value={m.totalConversations}
          icon={<MessagesSquareIcon />}
        />
        <Figure label="Generated CVs" value={m.totalCvs} icon={<FileTextIcon />} />
        <Figure
          label="Proofreading Jobs"
          value={m.totalProofreadingJobs}
          icon={<SpellCheckIcon />}
        />
        <Figure
          label="Active Users"
          value={m.activeUsers}
          icon={<UsersIcon />}
          hint="Conversations handed over to WhatsApp"
        />
      </section>

      <FunnelCard />

      <Card role="region" aria-labelledby="most-requested-services">
        <CardHeader>
          <CardTitle id="most-requested-services">Most Requested Services</CardTitle>
          <CardDescription>Service interest stated in chat conversations</CardDescription>
        </CardHeader>
        <CardContent>
          {m.serviceMetrics.length === 0 ? (
            <p className="text-sm text-slate-600">No service data available</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {m.serviceMetrics.map((s) => (
                <li key={s.service} className="flex items-center justify-between py-2 text-sm">
                  <span>{s.service}</span>
                  <span className="font-semibold">
                    {s.count} {s.count === 1 ? "request" : "requests"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Suspense fallback={<Loading label="Loading charts..." />}>
        <OverviewCharts leadsPerDay={m.leadsPerDay} leadsByService={m.leadsByService} />
      </Suspense>

      <LastBackupCard />
    </div>
  );
}

function Figure({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  hint?: string;
}) {
  return (
    <Card data-testid="metric-card">
      <CardHeader className="flex-row items-center justify-between pb-1">
        <CardTitle className="text-sm font-medium text-slate-700">{label}</CardTitle>
        <span aria-hidden="true" className="text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value.toLocaleString("en-KE")}</p>
        {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}
