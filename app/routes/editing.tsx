import { Upload } from "lucide-react";
import {
  editingBenefits,
  editingCategories,
  editingCta,
  editingHero,
  editingMeta,
  editingProcess,
  editingSections,
} from "../../content/editing";
import { chatPrompts, packageActions, whatsappMessages } from "../../content/messages";
import { editingPackages } from "../../content/packages";
import { serviceById } from "../../content/services";
import { ChatButton, WhatsAppButton } from "../components/marketing/actions";
import { CtaBand } from "../components/marketing/cta-band";
import { FeatureGrid } from "../components/marketing/feature-grid";
import { Hero } from "../components/marketing/hero";
import { PackageChatButton, PackageGrid } from "../components/marketing/pricing";
import { ProcessSteps } from "../components/marketing/process-steps";
import { Section } from "../components/marketing/section";
import { Button } from "../components/ui/button";
import { chatButtonAttributes } from "../islands/chat-buttons";
import { appContext } from "../lib/app-context";
import { publicConfigOf } from "../lib/public-config";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import { serviceLd } from "../lib/structured-data";
import type { Route } from "./+types/editing";

/** Served at /services/editing (canonical), /services/editing-services and /services/business-writing. */
const PATH = "/services/editing";

/** JSON-LD is built on the server so the schema code and full price data stay out of the browser bundle. */
export function loader({ context }: Route.LoaderArgs) {
  const config = publicConfigOf(context.get(appContext).services.config);
  return { jsonLd: [serviceLd(config, serviceById("editing"), PATH, editingPackages)] };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const config = publicConfigOfMatches(matches);
  return seo({
    meta: editingMeta,
    path: PATH,
    config,
    jsonLd: loaderData?.jsonLd,
  });
}

const editingChat = { service: "editing", message: chatPrompts.editing } as const;

/** Editing page: hero, four categories, four benefits, five steps, pricing, CTA. */
export default function Editing() {
  return (
    <>
      <Hero hero={editingHero}>
        <ChatButton size="lg" variant="accent" chat={editingChat}>
          {editingHero.primaryLabel}
        </ChatButton>
        <Button
          type="button"
          size="lg"
          variant="inverse"
          aria-controls="upload-help"
          aria-expanded={false}
          // Files travel by WhatsApp or email (never a public upload form): the click shows how,
          // then opens the chat.
          {...chatButtonAttributes(
            { service: "editing", message: chatPrompts.uploadDocument },
            "upload-help",
          )}
        >
          <Upload aria-hidden="true" />
          {editingHero.secondaryLabel}
        </Button>
      </Hero>
      <div
        id="upload-help"
        hidden
        role="status"
        className="bg-amber-50 px-4 py-4 text-amber-950 sm:px-6"
      >
        <p className="mx-auto max-w-4xl">{editingSections.uploadHelp}</p>
      </div>

      <Section id="categories" heading={editingSections.categories}>
        <FeatureGrid features={editingCategories} />
      </Section>

      <Section id="benefits" heading={editingSections.benefits} tone="muted">
        <FeatureGrid features={editingBenefits} />
      </Section>

      <Section id="process" heading={editingSections.process}>
        <ProcessSteps steps={editingProcess} />
      </Section>

      <Section id="pricing" heading={editingSections.pricing} tone="muted">
        <PackageGrid
          packages={editingPackages}
          popularBadge={editingSections.pricing.badge}
          renderAction={(pkg) => (
            <PackageChatButton
              pkg={pkg}
              chat={{ service: "editing", message: packageActions.editingMessage(pkg) }}
            >
              {packageActions.quoteLabel}
            </PackageChatButton>
          )}
        />
      </Section>

      <CtaBand cta={editingCta}>
        <ChatButton size="lg" variant="accent" chat={editingChat}>
          {editingCta.primaryLabel}
        </ChatButton>
        <WhatsAppButton text={whatsappMessages.editing} size="lg" variant="inverse">
          {editingCta.secondaryLabel}
        </WhatsAppButton>
      </CtaBand>
    </>
  );
}
