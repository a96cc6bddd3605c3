import { Download } from "lucide-react";
import { formatPrice } from "../../content/format";
import { chatPrompts, whatsappMessages } from "../../content/messages";
import { trainingPackage } from "../../content/packages";
import { serviceById } from "../../content/services";
import { trainingStats } from "../../content/stats";
import {
  trainingBenefits,
  trainingCta,
  trainingHero,
  trainingMeta,
  trainingProgrammes,
  trainingSections,
} from "../../content/training";
import { ChatButton, WhatsAppButton } from "../components/marketing/actions";
import { CtaBand } from "../components/marketing/cta-band";
import { FeatureGrid } from "../components/marketing/feature-grid";
import { Hero } from "../components/marketing/hero";
import { ContentIcon } from "../components/marketing/icon";
import { Section } from "../components/marketing/section";
import { StatsStrip } from "../components/marketing/stats-strip";
import { Button } from "../components/ui/button";
import { appContext } from "../lib/app-context";
import { publicConfigOf } from "../lib/public-config";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import { serviceLd } from "../lib/structured-data";
import type { Route } from "./+types/corporate-training";

/** Served at /services/corporate-training (canonical) and /services/professional-development. */
const PATH = "/services/corporate-training";

/** JSON-LD is built on the server so the schema code and full price data stay out of the browser bundle. */
export function loader({ context }: Route.LoaderArgs) {
  const config = publicConfigOf(context.get(appContext).services.config);
  return {
    jsonLd: [
      serviceLd(
        config,
        serviceById("corporate-training"),
        PATH,
        trainingProgrammes.map((p) => ({
          ...trainingPackage,
          id: p.id,
          name: p.title,
          description: p.description,
        })),
      ),
    ],
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const config = publicConfigOfMatches(matches);
  return seo({
    meta: trainingMeta,
    path: PATH,
    config,
    jsonLd: loaderData?.jsonLd,
  });
}

const session = trainingPackage.sessionHours;
const programmeTerms = `${session ? `${session.from}-${session.to} hours · ` : ""}${formatPrice(trainingPackage.price)}`;

const trainingChat = { service: "corporate-training", message: chatPrompts.training } as const;

/** Corporate training page: hero, four programmes, four benefits, stats strip, CTA. */
export default function CorporateTraining() {
  return (
    <>
      <Hero hero={trainingHero}>
        <ChatButton size="lg" variant="accent" chat={trainingChat}>
          {trainingHero.primaryLabel}
        </ChatButton>
        <Button asChild size="lg" variant="inverse">
          <a href="/brochure.pdf" download>
            <Download aria-hidden="true" />
            {trainingHero.secondaryLabel}
            <span className="sr-only"> (PDF)</span>
          </a>
        </Button>
      </Hero>

      <Section id="programmes" heading={trainingSections.programmes} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {trainingProgrammes.map((p) => (
            <li
              key={p.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-violet-100 text-violet-800">
                <ContentIcon name={p.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.description}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-800">
                {p.outcomes.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
              <p className="mt-4 text-sm font-medium text-slate-800">{programmeTerms}</p>
              <ChatButton
                className="mt-5 self-start"
                variant="outline"
                chat={{
                  service: "corporate-training",
                  message: chatPrompts.requestTraining(p.title),
                }}
              >
                {trainingSections.programmes.requestLabel}
                <span className="sr-only">: {p.title}</span>
              </ChatButton>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" heading={trainingSections.benefits}>
        <FeatureGrid features={trainingBenefits} />
      </Section>

      <Section id="impact" heading={trainingSections.stats} tone="muted">
        <StatsStrip stats={trainingStats} />
      </Section>

      <CtaBand cta={trainingCta}>
        <ChatButton size="lg" variant="accent" chat={trainingChat}>
          {trainingCta.primaryLabel}
        </ChatButton>
        <WhatsAppButton text={whatsappMessages.training} size="lg" variant="inverse">
          {trainingCta.secondaryLabel}
        </WhatsAppButton>
      </CtaBand>
    </>
  );
}
