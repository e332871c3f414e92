// React Router's HydratedRouter (react-router/dom, 8.4.0), with one change: the router is made
// before React renders, in tasks of its own, not during HydratedRouter's first render. Made
// there, it was one task of 28-78 ms at 4x CPU (the route table built, ranked and matched by
// code run for the first time), which React cannot split: it is one component's render.
// Each step below is HydratedRouter's own, in its order, through the exports it uses, except that
// the page's content is read from its data blocks (lib/content-stream.ts); left out is
// what a prerendered page never needs (SPA mode's data, the dev server's critical CSS and hot
// reloading, which entry.client.tsx leaves to HydratedRouter). On upgrading React Router, compare
// this file with its lib/dom-export/hydrated-router.tsx.
import { type ContextType, useLayoutEffect, useState } from "react";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  type HydrationState,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_useFogOFWarDiscovery as useFogOFWarDiscovery,
} from "react-router";
import { RouterProvider } from "react-router/dom";
import { contentStream } from "./lib/content-stream";

type Framework = NonNullable<ContextType<typeof FrameworkContext>>;

/** What the prerendered page hands its script (React Router's <Scripts>). */
declare global {
  interface Window {
    __reactRouterContext: Pick<Framework, "future" | "ssr" | "isSpaMode" | "routeDiscovery"> & {
      basename?: string;
    };
    __reactRouterManifest: Framework["manifest"];
    __reactRouterRouteModules: Framework["routeModules"];
  }
}

/** Lets the browser draw and answer the visitor between two steps. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** The routers started: each starts once, when made with all its data or once rendered. */
const started = new WeakSet<DataRouter>();
const start = (router: DataRouter) => {
  if (started.has(router)) return;
  started.add(router);
  router.initialize();
};

/** The page's router, made a step per task: its content read, its routes made, then matched. */
export async function createRouterInSteps() {
  const context = window.__reactRouterContext;
  const manifest = window.__reactRouterManifest;
  const routeModules = window.__reactRouterRouteModules;
  const { basename, future, ssr, isSpaMode, routeDiscovery } = context;
  if (isSpaMode) throw new Error("Only a prerendered page's router is made in steps.");
  // Not in React DOM's task (entry.client.tsx): its evaluation took 4-67 ms at 4x CPU, the
  // content's decoding 14-55, and together they were the load's longest script task.
  await nextTask();
  const state = (await decodeViaTurboStream(contentStream(document), window)).value as HydrationState;
  await nextTask();
  const routes = createClientRoutes(manifest.routes, routeModules, state, ssr, isSpaMode);
  await nextTask();
  const hydrationData = getHydrationData({
    state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename,
    future,
    isSpaMode,
  });
  await nextTask();
  if (window.history.state?.masked)
    window.history.replaceState({ ...window.history.state, masked: undefined }, "");
  const router: DataRouter = createRouter({
    routes,
    history: createBrowserHistory(),
    basename,
    hydrationData,
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(() => router, manifest, routeModules, ssr),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      ssr,
      routeDiscovery,
      isSpaMode,
      basename,
    ),
  });
  if (router.state.initialized) start(router);
  await nextTask();
  const framework: Framework = { manifest, routeModules, future, ssr, isSpaMode, routeDiscovery };
  return { router, framework };
}

/** HydratedRouter's render, given the router made above. */
export function RouterInSteps({ router, framework }: Awaited<ReturnType<typeof createRouterInSteps>>) {
  const [location, setLocation] = useState(router.state.location);
  // A router made without all its page's data starts (and loads the rest) once the page is React's.
  useLayoutEffect(() => start(router), [router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [router, location],
  );
  const { manifest, routeModules, ssr, routeDiscovery, isSpaMode } = framework;
  useFogOFWarDiscovery(router, manifest, routeModules, ssr, routeDiscovery, isSpaMode);
  return (
    <FrameworkContext.Provider value={framework}>
      <RemixErrorBoundary location={location}>
        <RouterProvider router={router} />
      </RemixErrorBoundary>
    </FrameworkContext.Provider>
  );
}
