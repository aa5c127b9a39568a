import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

export default defineConfig({
  // imagetools turns `photo.jpg?as=picture&w=480;960&format=avif;webp;jpg`
  // imports into resized, re-encoded files (README, "Adding photos").
  plugins: [tailwindcss(), imagetools(), reactRouter()],
  define: {
    // The copyright year written into the prerendered HTML (see use-current-year.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Hashed file names let the server cache assets for a year.
    assetsDir: "assets",
    // Every image stays a file: a strict CSP need not allow data: URLs.
    assetsInlineLimit: 0,
  },
});
