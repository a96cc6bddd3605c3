import { Link } from "react-router";
import {
  cvWritingBenefits,
  cvWritingCta,
  cvWritingHero,
  cvWritingMeta,
  cvWritingSections,
} from "../../content/cv-writing";
import { cvFaqs } from "../../content/faqs";
import { chatPrompts, packageActions, whatsappMessages } from "../../content/messages";
import { cvPackages } from "../../content/packages";
import { serviceById } from "../../content/services";
import { cvTestimonials } from "../../content/testimonials";
import { ChatButton, WhatsAppButton } from "../components/marketing/actions";
import { CtaBand } from "../components/marketing/cta-band";
import { FaqList } from "../components/marketing/faq";
import { FeatureGrid } from "../components/marketing/feature-grid";
import { Hero } from "../components/marketing/hero";
import { PackageChatButton, PackageGrid } from "../components/marketing/pricing";
import { Section } from "../components/marketing/section";
import { Testimonials } from "../components/marketing/testimonials";
import { Button } from "../components/ui/button";
import { appContext } from "../lib/app-context";
import { publicConfigOf } from "../lib/public-config";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import { serviceLd } from "../lib/structured-data";
import type { Route } from "./+types/cv-writing";

/** Served at /services/cv-writing (canonical), /services/youth-programs and /cv-writing-services. */
export const CANONICAL_PATH = "/services/cv-writing";

/** JSON-LD is built on the server so the schema code and full price data stay out of the browser bundle. */
export function loader({ context }: Route.LoaderArgs) {
  const config = publicConfigOf(context.get(appContext).services.config);
  return { jsonLd: [serviceLd(config, serviceById("cv-writing"), CANONICAL_PATH, cvPackages)] };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const config = publicConfigOfMatches(matches);
  return seo({
    meta: cvWritingMeta,
    path: CANONICAL_PATH,
    config,
    jsonLd: loaderData?.jsonLd,
  });
}

const cvChat = { service: "cv-writing", message: chatPrompts.cvWriting } as const;

/** CV writing page: hero, four benefits, three packages, three testimonials, CTA, four FAQs. */
export default function CvWriting() {
  return (
    <>
      <Hero hero={cvWritingHero}>
        <ChatButton size="lg" variant="accent" chat={cvChat}>
          {cvWritingHero.primaryLabel}
        </ChatButton>
        <Button asChild size="lg" variant="inverse">
          <Link to="/sample-cvs">{cvWritingHero.secondaryLabel}</Link>
        </Button>
      </Hero>

      <Section id="benefits" heading={cvWritingSections.benefits}>
        <FeatureGrid features={cvWritingBenefits} />
      </Section>

      <Section id="packages" heading={cvWritingSections.packages} tone="muted">
        <PackageGrid
          packages={cvPackages}
          renderAction={(pkg) => (
            <PackageChatButton
              pkg={pkg}
              chat={{ service: "cv-writing", message: packageActions.cvMessage(pkg) }}
            >
              {packageActions.chooseLabel(pkg)}
            </PackageChatButton>
          )}
        />
      </Section>

      <Section id="testimonials" heading={cvWritingSections.testimonials}>
        <Testimonials items={cvTestimonials} />
      </Section>

      <CtaBand cta={cvWritingCta}>
        <ChatButton size="lg" variant="accent" chat={cvChat}>
          {cvWritingCta.primaryLabel}
        </ChatButton>
        <WhatsAppButton text={whatsappMessages.cvWriting} size="lg" variant="inverse">
          {cvWritingCta.secondaryLabel}
        </WhatsAppButton>
      </CtaBand>

      <Section id="faq" heading={cvWritingSections.faq} tone="muted">
        <FaqList items={cvFaqs} />
      </Section>
    </>
  );
}
