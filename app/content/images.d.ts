// Raster photos imported with `?as=picture` (vite-imagetools): see README, "Adding photos".
declare module "*as=picture" {
  const picture: import("#app/lib/image-asset.ts").ImagetoolsPicture;
  export default picture;
}
declare module "*&as=picture" {
  const picture: import("#app/lib/image-asset.ts").ImagetoolsPicture;
  export default picture;
}
