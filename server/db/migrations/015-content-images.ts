import type { Migration } from "./migration.ts";

/**
 * The content studio's uploaded images (decision 017): one row an original,
 * named by the SHA-256 of its bytes (lowercase hex), so the same file
 * uploaded twice is one row. One module writes it:
 * server/site/content/images/content-image-store.ts.
 *
 * The original's bytes are in the row, so every server behind a load balancer
 * can make the renditions a page needs, and the images are in every backup
 * with the content that uses them (`pg_dump`; on SQLite `npm run leads --
 * backup`, which is the whole file) and copied by `npm run db -- copy`. Each
 * server keeps its own copies on disk besides (CONTENT_IMAGES_DIR, and the
 * renditions under PUBLISHED_SITE_DIR/media): caches, made again from here.
 *
 * media_type is the type sniffed from the bytes (image-intake.ts), never the
 * type the browser declared. width and height are as the picture is seen,
 * after its EXIF orientation. uploaded_at is epoch milliseconds. A plain
 * rowid table on SQLite: WITHOUT ROWID suits small rows, not megabytes.
 */
export const migration: Migration = {
  version: 15,
  name: "the content studio's uploaded images",
  sqlite: `
    CREATE TABLE content_images (
      hash TEXT PRIMARY KEY CHECK (length(hash) = 64),
      media_type TEXT NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
      width INTEGER NOT NULL CHECK (width > 0),
      height INTEGER NOT NULL CHECK (height > 0),
      byte_size INTEGER NOT NULL CHECK (byte_size > 0),
      original BLOB NOT NULL,
      uploaded_by INTEGER NOT NULL REFERENCES staff (id),
      uploaded_at INTEGER NOT NULL
    );
  `,
  postgres: `
    CREATE TABLE content_images (
      hash text PRIMARY KEY CHECK (length(hash) = 64),
      media_type text NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      byte_size integer NOT NULL CHECK (byte_size > 0),
      original bytea NOT NULL,
      uploaded_by integer NOT NULL REFERENCES staff (id),
      uploaded_at bigint NOT NULL
    );
  `,
};
