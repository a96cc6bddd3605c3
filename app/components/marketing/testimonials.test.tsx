import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { homeTestimonials } from "../../../content/testimonials";
import { Testimonials } from "./testimonials";

describe("testimonials", () => {
  const html = renderToStaticMarkup(<Testimonials items={homeTestimonials} />);
  const stars = homeTestimonials.reduce((sum, t) => sum + t.rating, 0);

  it("draws the star's shape once and reuses it for every star", () => {
    expect(html.match(/<path /g)).toHaveLength(1);
    expect(html.match(/<use href="#testimonial-star"/g)).toHaveLength(stars);
  });

  it("keeps every star hidden and each rating read out once", () => {
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(stars + 1);
    for (const t of homeTestimonials) {
      expect(html).toContain(`role="img" aria-label="Rated ${t.rating} out of 5"`);
    }
  });
});
