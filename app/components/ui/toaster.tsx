import { Link } from "react-router";
import { ToastStack } from "./toast-stack";

/** The staff panel's toaster: a toast's action is a router link (no page load in the panel). */
export default function Toaster() {
  return <ToastStack renderLink={(action) => <Link to={action.to}>{action.label}</Link>} />;
}
