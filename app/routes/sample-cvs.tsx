import { Link } from "react-router";
import { chatPrompts } from "../../content/messages";
import { packageById } from "../../content/packages";
import { sampleCvs, sampleCvsIntro, sampleCvsMeta } from "../../content/sample-cvs";
import { ChatButton } from "../components/marketing/actions";
import { PageHeader } from "../components/marketing/page-header";
import { Button } from "../components/ui/button";
import { seo } from "../lib/seo";
import { publicConfigOfMatches } from "../lib/site-config";
import type { Route } from "./+types/sample-cvs";

export function meta({ matches }: Route.MetaArgs) {
  return seo({ meta: sampleCvsMeta, path: "/sample-cvs", config: publicConfigOfMatches(matches) });
}

/** "View Sample CVs": anonymised examples rendered as paper-like documents. */
export default function SampleCvs() {
  return (
    <>
      <PageHeader title={sampleCvsIntro.title} subtitle={sampleCvsIntro.subtitle} />
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-14 sm:px-6">
        {sampleCvs.map((cv) => (
          <section
            key={cv.id}
            aria-labelledby={`cv-${cv.id}`}
            className="grid gap-6 lg:grid-cols-[2fr_1fr]"
          >
            <article className="rounded-lg border border-slate-200 bg-white p-6 shadow-md sm:p-10">
              <header className="border-b border-slate-200 pb-4">
                <h2 id={`cv-${cv.id}`} className="text-2xl font-bold text-slate-900">
                  {cv.name}
                </h2>
                <p className="font-medium text-brand-700">{cv.headline}</p>
                <p className="text-sm text-slate-700">{cv.location} · email and phone withheld</p>
              </header>
              <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-900 uppercase">
                Profile
              </h3>
              <p className="mt-1 text-slate-800">{cv.profile}</p>
              <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-900 uppercase">
                Experience
              </h3>
              {cv.experience.map((role) => (
                <div key={role.title} className="mt-3">
                  <p className="font-semibold text-slate-900">
                    {role.title}, <span className="font-normal">{role.organisation}</span>
                  </p>
                  <p className="text-sm text-slate-700">{role.period}</p>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
                    {role.achievements.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                </div>
              ))}
              <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-900 uppercase">
                Education
              </h3>
              <ul className="mt-1 space-y-1 text-slate-800">
                {cv.education.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
              <h3 className="mt-5 text-sm font-bold tracking-wide text-slate-900 uppercase">
                Skills
              </h3>
              <p className="mt-1 text-slate-800">{cv.skills.join(" · ")}</p>
            </article>
            <aside className="rounded-lg bg-slate-50 p-6">
              <p className="text-sm font-semibold text-brand-700">{cv.label}</p>
              <h3 className="mt-2 font-semibold text-slate-900">Why it works</h3>
              <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
                {cv.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-slate-700">
                Package: {packageById(cv.packageId)?.name ?? cv.packageId}
              </p>
            </aside>
          </section>
        ))}
        <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-8 text-center sm:flex-row sm:items-center sm:justify-between sm:text-left">
          <p className="text-lg font-semibold text-slate-900">Want a CV like these?</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ChatButton chat={{ service: "cv-writing", message: chatPrompts.cvWriting }}>
              Start My CV
            </ChatButton>
            <Button asChild variant="outline">
              <Link to="/services/cv-writing#packages">See CV packages</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
