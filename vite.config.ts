import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build, so only the icons the pages use are loaded: as a package,
  // Node loads its CommonJS build with every icon (1.3 MB of source, about 18 MB resident; ADR 022).
  ssr: { noExternal: ["lucide-react"] },
});
