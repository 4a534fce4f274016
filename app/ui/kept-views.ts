// The views KeptView (./KeptView.tsx) draws in the browser when it must, in one module that only
// import() loads. One module, one entry: esbuild splits the chunks every page shares wherever an
// entry reaches some of their files and not the others, so one entry per view would add files to
// every page's first load (a loader that uses Stack but not Title split the two). The server draws
// the same views from StaticViewsContext (static-views.server.ts).
export { PairResultView } from '#modules/p2p/ui/result/PairResultView'
export { PairReportLock } from '#modules/p2p/ui/PairReportLock'
export { RunLoader } from '#app/live/RunLoader'
export { NotExistBoundary } from '#app/ui/NotExistBoundary'
