import {
  linkedinBenefits,
  linkedinCta,
  linkedinHero,
  linkedinMeta,
  linkedinSections,
} from "../../content/linkedin";
import { chatPrompts, packageActions, whatsappMessages } from "../../content/messages";
import { linkedinPackages } from "../../content/packages";
import { serviceById } from "../../content/services";
import { linkedinStats } from "../../content/stats";
import { ChatButton, WhatsAppButton } from "../components/marketing/actions";
import { CtaBand } from "../components/marketing/cta-band";
import { FeatureGrid } from "../components/marketing/feature-grid";
import { Hero } from "../components/marketing/hero";
import { PackageChatButton, PackageGrid } from "../components/marketing/pricing";
import { Section } from "../components/marketing/section";
import { StatsStrip } from "../components/marketing/stats-strip";
import { appContext } from "../lib/app-context";
import { publicConfigOf } from "../lib/public-config";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import { serviceLd } from "../lib/structured-data";
import type { Route } from "./+types/linkedin-optimization";

const PATH = "/linkedin-optimization";

/** JSON-LD is built on the server so the schema code and full price data stay out of the browser bundle. */
export function loader({ context }: Route.LoaderArgs) {
  const config = publicConfigOf(context.get(appContext).services.config);
  return {
    jsonLd: [serviceLd(config, serviceById("linkedin-optimization"), PATH, linkedinPackages)],
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const config = publicConfigOfMatches(matches);
  return seo({
    meta: linkedinMeta,
    path: PATH,
    config,
    jsonLd: loaderData?.jsonLd,
  });
}

const linkedinChat = { service: "linkedin-optimization", message: chatPrompts.linkedin } as const;

/** LinkedIn optimisation page: hero, four benefits, three packages, stats strip, CTA. */
export default function LinkedinOptimization() {
  return (
    <>
      <Hero hero={linkedinHero}>
        <ChatButton size="lg" variant="accent" chat={linkedinChat}>
          {linkedinHero.primaryLabel}
        </ChatButton>
        <WhatsAppButton text={whatsappMessages.linkedin} size="lg" variant="inverse">
          {linkedinHero.secondaryLabel}
        </WhatsAppButton>
      </Hero>

      <Section id="benefits" heading={linkedinSections.benefits}>
        <FeatureGrid features={linkedinBenefits} />
      </Section>

      <Section id="packages" heading={linkedinSections.packages} tone="muted">
        <PackageGrid
          packages={linkedinPackages}
          renderAction={(pkg) => (
            <PackageChatButton
              pkg={pkg}
              chat={{
                service: "linkedin-optimization",
                message: packageActions.linkedinMessage(pkg),
              }}
            >
              {packageActions.chooseLabel(pkg)}
            </PackageChatButton>
          )}
        />
      </Section>

      <Section id="results" heading={linkedinSections.stats}>
        <StatsStrip stats={linkedinStats} />
      </Section>

      <CtaBand cta={linkedinCta}>
        <ChatButton size="lg" variant="accent" chat={linkedinChat}>
          {linkedinCta.primaryLabel}
        </ChatButton>
      </CtaBand>
    </>
  );
}
