export * from "./alerts";
export * from "./auth";
export * from "./blog";
export * from "./documents";
export * from "./lead-tracking";
export * from "./leads";
export * from "./platform";
export * from "./secrets";
