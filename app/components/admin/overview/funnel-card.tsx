import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  type FunnelPeriod,
  type FunnelResponse,
  type FunnelStep,
  type FunnelStepId,
  funnelPeriods,
  funnelUrl,
} from "../../../../contract/admin-funnel";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { formatDuration, formatShare } from "../format";
import { LoadError, Loading } from "../states";
import { ValueBars } from "./value-bars";

const stepLabels: Record<FunnelStepId, string> = {
  chatOpened: "Visits with the chat opened",
  conversationStarted: "Conversations started",
  leftContact: "Leads with a contact",
  handedOver: "Handed over to WhatsApp",
  won: "Won",
};

/** The change from the step before, in words: "3 fewer (27%)", "2 more", "none". */
function dropText({ drop, dropRate }: FunnelStep): string {
  if (drop === null) return "";
  if (drop === 0) return "none";
  const share = dropRate === null ? "" : ` (${formatShare(Math.abs(dropRate))})`;
  return drop > 0 ? `${drop} fewer${share}` : `${-drop} more${share}`;
}

/**
 * The Overview's funnel for 7, 30 or 90 days: each step's count and what was lost since the
 * step before, then how soon leads had their status first changed. The bars are hidden from
 * assistive technology; the table and the list beside them carry the same figures.
 */
export function FunnelCard() {
  const [days, setDays] = useState<FunnelPeriod>(30);
  const titleId = useId();
  const funnel = useQuery<FunnelResponse>({
    queryKey: [`${funnelUrl}?days=${days}`],
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id={titleId}>Funnel</CardTitle>
          <CardDescription>
            From a chat opened to a lead won, for what began in the last {days} days
          </CardDescription>
        </div>
        <fieldset className="flex flex-wrap items-center gap-3 text-sm">
          <legend className="sr-only">Period</legend>
          {funnelPeriods.map((period) => (
            <label key={period} className="flex items-center gap-1 whitespace-nowrap">
              <input
                type="radio"
                name={`${titleId}-period`}
                value={period}
                checked={days === period}
                onChange={() => setDays(period)}
                className="accent-brand-700"
              />
              {period} days
            </label>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        {funnel.isPending ? (
          <Loading label="Loading the funnel..." />
        ) : funnel.isError ? (
          <LoadError error={funnel.error} />
        ) : (
          <FunnelFigures funnel={funnel.data} />
        )}
      </CardContent>
    </Card>
  );
}

function FunnelFigures({ funnel }: { funnel: FunnelResponse }) {
  const { steps, firstStatusChange: first } = funnel;
  const times = [
    { label: "Median", seconds: first.medianSeconds },
    { label: "90th percentile", seconds: first.p90Seconds },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        {/* On a phone the bars' labels would be too small to read: the table says it all. */}
        <div aria-hidden="true" className="hidden sm:block" data-testid="funnel-chart">
          <ValueBars
            title={`Funnel, last ${funnel.days} days`}
            rows={steps.map((s) => ({
              label: stepLabels[s.step],
              value: s.count,
              text: s.count.toLocaleString("en-KE"),
            }))}
          />
        </div>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Funnel, last {funnel.days} days</caption>
          <thead>
            <tr className="text-left text-slate-700">
              <th scope="col" className="py-1 font-medium">
                Step
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Count
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Drop from the step before
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {steps.map((s) => (
              <tr key={s.step} data-testid={`funnel-step-${s.step}`}>
                <th scope="row" className="py-1 text-left font-normal">
                  {stepLabels[s.step]}
                </th>
                <td className="py-1 text-right font-semibold">{s.count.toLocaleString("en-KE")}</td>
                <td className="py-1 text-right text-slate-700">{dropText(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {funnel.days === 90 ? (
          <p className="mt-2 text-xs text-slate-600">
            Conversations that left no contact are deleted 30 days after their last message, so
            older ones are not counted.
          </p>
        ) : null}
      </div>

      <div>
        <h3 className="text-sm font-semibold">Time to a lead's first status change</h3>
        {first.changed === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            No status changed yet among the {first.leads} leads of the period.
          </p>
        ) : (
          <>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              {times.map((t) => (
                <div key={t.label}>
                  <dt className="text-slate-700">{t.label}</dt>
                  <dd className="text-2xl font-bold">
                    {t.seconds === null ? "none" : formatDuration(t.seconds)}
                  </dd>
                </div>
              ))}
            </dl>
            <div
              aria-hidden="true"
              className="mt-3 hidden sm:block"
              data-testid="first-change-chart"
            >
              <ValueBars
                title="Time to a lead's first status change"
                labelWidth={120}
                colour="#b45309"
                rows={times.map((t) => ({
                  label: t.label,
                  value: t.seconds ?? 0,
                  text: t.seconds === null ? "none" : formatDuration(t.seconds),
                }))}
              />
            </div>
            <p className="mt-2 text-xs text-slate-600">
              {first.changed} of {first.leads} leads of the period have had their status changed.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
