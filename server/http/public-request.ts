/**
 * The request as visitors addressed it. Behind a proxy that ends TLS, Node sees
 * `http://host/...` while the browser's Origin says `https://host`; React Router refuses a page
 * form post whose Origin differs from the request's origin (its CSRF check), so every form sent
 * before the page's JavaScript loads would fail there. When the Host is SITE_URL's host, the
 * scheme is SITE_URL's; any other host is left as it came, so the check still refuses it.
 */
export function asPublicRequest(request: Request, siteUrl: string): Request {
  const url = new URL(request.url);
  const site = new URL(siteUrl);
  if (url.host !== site.host || url.protocol === site.protocol) return request;
  url.protocol = site.protocol;
  return new Request(url, request);
}
