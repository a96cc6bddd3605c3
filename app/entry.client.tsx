import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { delegateChatButtons } from "./islands/chat-buttons";

// Calls to action carry their open-chat request in attributes (as on pages of islands).
delegateChatButtons(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
