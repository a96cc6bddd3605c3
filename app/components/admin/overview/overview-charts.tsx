import type { LeadsForService, LeadsOnDay } from "../../../../contract/admin-metrics";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { formatDay } from "../format";
import { BarLegend, StackedBars } from "./stacked-bars";

/**
 * The two lead charts. The drawings are hidden from assistive technology (nothing in them is
 * focusable); each chart's figures are given as a table for screen readers instead.
 */
export default function OverviewCharts({
  leadsPerDay,
  leadsByService,
}: {
  leadsPerDay: LeadsOnDay[];
  leadsByService: LeadsForService[];
}) {
  const days = leadsPerDay.map((d) => ({ ...d, label: formatDay(d.date) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>New leads per day</CardTitle>
          <CardDescription>Chat conversations and contact inquiries, last 30 days</CardDescription>
        </CardHeader>
        <CardContent>
          <div aria-hidden="true" className="h-64" data-testid="leads-per-day-chart">
            <StackedBars title="New leads per day" rows={days} layout="vertical" />
          </div>
          <BarLegend />
          <DataTable
            caption="New leads per day, last 30 days"
            rowHeader="Day"
            rows={days.filter((d) => d.conversations + d.inquiries > 0).map((d) => [d.label, d])}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Leads by service</CardTitle>
          <CardDescription>All time, chat conversations and contact inquiries</CardDescription>
        </CardHeader>
        <CardContent>
          {leadsByService.length === 0 ? (
            <p className="text-sm text-slate-600">No service data available</p>
          ) : (
            <>
              <div aria-hidden="true" className="h-64" data-testid="leads-by-service-chart">
                <StackedBars
                  title="Leads by service"
                  rows={leadsByService.map((s) => ({ ...s, label: s.service }))}
                  layout="horizontal"
                  labelWidth={200}
                />
              </div>
              <BarLegend />
              <DataTable
                caption="Leads by service"
                rowHeader="Service"
                rows={leadsByService.map((s) => [s.service, s])}
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function DataTable({
  caption,
  rowHeader,
  rows,
}: {
  caption: string;
  rowHeader: string;
  rows: Array<[string, { conversations: number; inquiries: number }]>;
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          <th scope="col">Conversations</th>
          <th scope="col">Inquiries</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, r]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{r.conversations}</td>
            <td>{r.inquiries}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
