import { type ReactElement, useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoryFilter } from "./blog/category-filter";
import { NewsletterBox } from "./blog/newsletter-box";
import { PagerNav } from "./blog/pager-nav";
import { ContactForm } from "./marketing/contact-form";

/**
 * The interactive parts of public pages hydrate each on its own root, with props read from JSON:
 * so each must render with no router around it, from props that survive JSON, and to the same
 * markup alone as inside a larger page (ids must not depend on where the part sits in the tree,
 * or the island's hydration would not match the server's HTML).
 */
const parts: { name: string; render: (props: never) => ReactElement; props: object }[] = [
  {
    name: "contact form",
    render: (props: Parameters<typeof ContactForm>[0]) => <ContactForm {...props} />,
    props: {
      action: "/?index#contact",
      answer: {
        sent: false,
        status: 400,
        message: "Invalid input",
        fields: { phone: "Enter a valid phone number" },
        values: { firstName: "Brian", phone: "12345" },
      },
    },
  },
  {
    name: "newsletter box",
    render: (props: Parameters<typeof NewsletterBox>[0]) => <NewsletterBox {...props} />,
    props: {
      action: "/blog?category=Interviews#newsletter",
      answer: {
        sent: false,
        status: 400,
        message: "Invalid input",
        fields: { email: "Please enter a valid email address" },
        values: { email: "not-an-email" },
      },
    },
  },
  {
    name: "category filter",
    render: (props: Parameters<typeof CategoryFilter>[0]) => <CategoryFilter {...props} />,
    props: { categories: ["CV Writing", "Interviews"], current: "Interviews" },
  },
  {
    name: "pager",
    render: (props: Parameters<typeof PagerNav>[0]) => <PagerNav {...props} />,
    props: { category: "Interviews", page: 2, pageCount: 3 },
  },
];

/** The part rendered after other components that use `useId`, as on a page. */
function InsidePage({ children }: { children: ReactElement }) {
  const id = useId();
  return (
    <main aria-labelledby={id}>
      <h1 id={id}>A page</h1>
      <div>{children}</div>
    </main>
  );
}

describe.each(parts)("$name", ({ render, props }) => {
  const fromJson = JSON.parse(JSON.stringify(props)) as never;

  it("renders without a router, from props read back from JSON", () => {
    expect(renderToString(render(fromJson))).toMatch(/^<(form|section|nav)\b/);
  });

  it("renders the same markup alone as inside a page", () => {
    const alone = renderToString(render(fromJson));
    expect(renderToString(<InsidePage>{render(fromJson)}</InsidePage>)).toContain(alone);
  });
});

describe("blog filter and pager", () => {
  it("are plain links to the /blog URLs the loader answers", () => {
    const html = renderToString(
      <>
        <CategoryFilter categories={["Interviews"]} current={null} />
        <PagerNav category="Interviews" page={1} pageCount={2} />
      </>,
    );
    const links = [...html.matchAll(/<a ([^>]*)>/g)].map((m) => m[1]);
    expect(links.map((attributes) => /href="([^"]*)"/.exec(attributes ?? "")?.[1])).toEqual([
      "/blog",
      "/blog?category=Interviews",
      "/blog?category=Interviews",
      "/blog?category=Interviews&amp;page=2",
      "/blog?category=Interviews&amp;page=2",
    ]);
    // No router marker: a click is a document load the server answers.
    expect(html).not.toContain("data-discover");
  });
});
