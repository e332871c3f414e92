declare module "virtual:editor-config" {
  const config: ReturnType<typeof import("./config.ts").editorConfig>;
  export default config;
}
