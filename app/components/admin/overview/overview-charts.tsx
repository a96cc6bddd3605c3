import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { LeadsForService, LeadsOnDay } from "../../../../contract/admin-metrics";
import { formatDay } from "../format";

const colours = { conversations: "#1e40af", inquiries: "#b45309" } as const;

/**
 * The two lead charts. The drawings are hidden from assistive technology (and recharts' own
 * keyboard layer is off, since nothing focusable may sit inside aria-hidden); each chart's
 * figures are given as a table for screen readers instead.
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
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={days} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
                <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
                <Tooltip />
                <Legend />
                <Bar
                  dataKey="conversations"
                  name="Conversations"
                  stackId="leads"
                  fill={colours.conversations}
                />
                <Bar
                  dataKey="inquiries"
                  name="Inquiries"
                  stackId="leads"
                  fill={colours.inquiries}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
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
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={leadsByService}
                    accessibilityLayer={false}
                    layout="vertical"
                    margin={{ left: 16 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
                    <YAxis type="category" dataKey="service" width={140} tick={{ fontSize: 11 }} />
                    <Tooltip />
                    <Legend />
                    <Bar
                      dataKey="conversations"
                      name="Conversations"
                      stackId="s"
                      fill={colours.conversations}
                    />
                    <Bar
                      dataKey="inquiries"
                      name="Inquiries"
                      stackId="s"
                      fill={colours.inquiries}
                    />
                  </BarChart>
                </ResponsiveContainer>
              </div>
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
