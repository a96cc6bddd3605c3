import { QueryClientProvider } from "@tanstack/react-query";
import { LogOutIcon } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { signInPath } from "../../lib/admin-return";
import {
  clearAdminSession,
  type StoredAdminSession,
  storeAdminSession,
} from "../../lib/admin-session";
import { apiRequest, setUnauthorizedHandler } from "../../lib/api-client";
import { createQueryClient } from "../../lib/query-client";
import { Button } from "../ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import Toaster from "../ui/toaster";
import { AccountDialog, FirstPasswordDialog } from "./account-dialog";
import { Loading } from "./states";
import { tabFromParam, tabsFor } from "./tab-registry";

/** The signed-in staff panel: header, Logout, and the registered tabs. */
export function AdminShell({ session }: { session: StoredAdminSession }) {
  const [queryClient] = useState(createQueryClient);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Hiding a tab is for clarity only: the server refuses a consultant's accounts calls anyway.
  const tabs = tabsFor(session.admin.role);
  const activeTab = tabFromParam(params.get("tab"), tabs);
  // A generated password: the server answers 403 to every tab until it is changed (ADR 018).
  const [mustChangePassword, setMustChangePassword] = useState(
    session.admin.mustChangePassword === true,
  );

  function passwordChanged() {
    storeAdminSession({ ...session, admin: { ...session.admin, mustChangePassword: false } });
    setMustChangePassword(false);
  }

  // Any 401 (expired or revoked token): the API client clears storage, we go to sign-in,
  // which brings the consultant back here (the lead an alert linked to) afterwards.
  // The query cache is not cleared here: clearing it would make mounted queries refetch
  // (and fail again); it goes away with this component.
  useEffect(() => {
    setUnauthorizedHandler(() =>
      navigate(signInPath(window.location.pathname + window.location.search), { replace: true }),
    );
  }, [navigate]);

  async function logout() {
    // Leaving anyway: a 401 now (token already expired) must not send us to /admin instead.
    setUnauthorizedHandler(() => {});
    await queryClient.cancelQueries();
    try {
      await apiRequest("POST", "/api/admin/logout");
    } catch {
      // Already expired or unreachable: the local session is cleared all the same.
    }
    clearAdminSession();
    navigate("/", { replace: true });
  }

  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-screen bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
            <div>
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                Staff panel
              </p>
              <h1 className="text-xl font-bold">Welcome back, {session.admin.username}</h1>
            </div>
            <div className="flex items-center gap-2">
              <AccountDialog />
              <Button variant="outline" size="sm" onClick={logout}>
                <LogOutIcon aria-hidden="true" />
                Logout
              </Button>
            </div>
          </div>
        </header>
        {mustChangePassword ? (
          <FirstPasswordDialog
            onChanged={passwordChanged}
            logoutButton={
              <Button type="button" variant="outline" onClick={logout}>
                Logout
              </Button>
            }
          />
        ) : (
          <main className="mx-auto max-w-7xl px-4 py-6">
            <Tabs
              value={activeTab}
              onValueChange={(tab) =>
                setParams({ tab }, { replace: true, preventScrollReset: true })
              }
            >
              <TabsList aria-label="Staff panel sections">
                {tabs.map((tab) => (
                  <TabsTrigger key={tab.id} value={tab.id}>
                    {tab.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {tabs.map((tab) => (
                <TabsContent key={tab.id} value={tab.id}>
                  <Suspense fallback={<Loading />}>
                    <tab.component />
                  </Suspense>
                </TabsContent>
              ))}
            </Tabs>
          </main>
        )}
      </div>
      {/* The staff panel's toasts, through the same queue as the public site's. */}
      <Toaster />
    </QueryClientProvider>
  );
}
