const dashboardPath = "/admin/dashboard";
const dashboardWithQuery = `${dashboardPath}?`;

/**
 * The sign-in page, remembering which place in the staff panel to return to: a signed-out
 * consultant who follows an alert's link to a lead lands on that lead once signed in.
 */
export function signInPath(returnTo: string): string {
  return returnTo.startsWith(dashboardWithQuery)
    ? `/admin?${new URLSearchParams({ next: returnTo })}`
    : "/admin";
}

/** Where sign-in leads: the remembered panel address, never another page or site. */
export function afterSignInPath(next: string | null): string {
  return next?.startsWith(dashboardWithQuery) ? next : dashboardPath;
}
