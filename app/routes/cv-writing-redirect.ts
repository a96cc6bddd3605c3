import { redirect } from "react-router";

/** Each blog post links to /cv-writing; the CV-writing page lives at /services/cv-writing. */
export function loader() {
  return redirect("/services/cv-writing", 301);
}
