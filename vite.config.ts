import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { isoDate } from "./app/lib/iso-date.ts";

export default defineConfig({
  // imagetools turns `photo.jpg?as=picture&w=480;960&format=avif;webp;jpg`
  // imports into resized, re-encoded files (README, "Adding photos").
  plugins: [tailwindcss(), imagetools(), reactRouter()],
  define: {
    // The day written into the prerendered HTML: the copyright year, and the
    // duty rates in force (app/lib/use-today.ts).
    __BUILD_DATE__: JSON.stringify(isoDate(new Date())),
  },
  build: {
    // Hashed file names let the server cache assets for a year.
    assetsDir: "assets",
    // Every image stays a file: a strict CSP need not allow data: URLs.
    assetsInlineLimit: 0,
  },
});
