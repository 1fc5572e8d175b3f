// wrangler bundles an imported .wasm file as a compiled module (CompiledWasm): the import is a
// WebAssembly.Module, instantiated by the library it belongs to.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
