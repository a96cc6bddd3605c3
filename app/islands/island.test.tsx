import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatWidget } from "../components/chat/chat-widget";
import { Navbar } from "../components/layout/navbar";
import { NonceContext } from "../lib/nonce";
import { Island } from "./island";

/** The props a page's script would read back: the JSON of the script beside the root. */
function propsBeside(html: string, name: string): unknown {
  const open = `<script type="application/json" nonce="n0nce" data-island-props="${name}">`;
  const start = html.indexOf(open);
  expect(start).toBeGreaterThan(-1);
  const body = html.slice(start + open.length, html.indexOf("</script>", start));
  return JSON.parse(body);
}

describe("Island", () => {
  it("renders the component inside a box-less root named for the island entry, props beside it", () => {
    const props = {
      siteName: "Kazi",
      whatsappHref: "https://wa.me/1",
      pathname: "/",
      lightTop: false,
    };
    const html = renderToString(
      <NonceContext value="n0nce">
        <Island name="navbar" when="load" component={Navbar} props={props} />
      </NonceContext>,
    );
    expect(html).toContain('<div data-island="navbar" data-when="load" class="contents"><header ');
    expect(html).toContain('aria-label="Main"');
    expect(propsBeside(html, "navbar")).toEqual(props);
  });

  it("keeps props that hold markup from closing the script or reaching the page", () => {
    const siteName = '</script><script>alert("x")</script><!--';
    const html = renderToString(
      <NonceContext value="n0nce">
        <Island
          name="chat"
          when="idle"
          component={ChatWidget}
          props={{ siteName, contactPhone: "+254 700 000 000", serviceNames: {} }}
        />
      </NonceContext>,
    );
    // One script element only: the props' own text never closes it.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(propsBeside(html, "chat")).toEqual({
      siteName,
      contactPhone: "+254 700 000 000",
      serviceNames: {},
    });
  });
});
