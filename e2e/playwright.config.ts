import { defineConfig, devices } from '@playwright/test';
import type { AppVariant } from '@stat/contracts';
import { HEADLESS_SHELL } from './support/browsers.ts';
import { E2E_CLUSTER_PORTS, E2E_PORTS } from './support/ports.ts';

const desktop = { ...devices['Desktop Chrome'], launchOptions: HEADLESS_SHELL };
// Pixel 7 viewport, user agent, touch and isMobile: the app's mobile rules key off the device.
const mobile = { ...devices['Pixel 7'], launchOptions: HEADLESS_SHELL };

/**
 * The journeys that move the payment gateway's billing clock (renewals): one clock for the whole
 * server, so they run alone, after every other project, where a jump cannot land in another
 * journey's purchase or plan change.
 */
const BILLING_CLOCK_JOURNEYS = /renewals\.spec\.ts$/;

/**
 * The pay-per-view night's journeys: each moves its server's event clock (`npm run ppv -- --phase`)
 * or opens an incident, one clock per server, so a variant's ppv files run one at a time, in a
 * project of their own with one worker, beside the other journeys (which keep the ppv state out).
 */
const PPV_NIGHT_JOURNEYS = /ppv-[\w-]+\.spec\.ts$/;

/** The journeys across instances: against each variant's cluster (two instances behind nginx). */
const CLUSTER_JOURNEYS = /cluster\.spec\.ts$/;

/** The faults across instances: a cluster of their own, whose instance they kill and whose PostgreSQL they restart. */
const CLUSTER_FAULTS = /cluster-faults\.spec\.ts$/;

function project(variant: AppVariant, device: 'desktop' | 'mobile') {
  return {
    name: device === 'desktop' ? variant : `${variant}-mobile`,
    testIgnore: [BILLING_CLOCK_JOURNEYS, PPV_NIGHT_JOURNEYS, CLUSTER_JOURNEYS, CLUSTER_FAULTS],
    // Mobile projects run only the journeys whose rules differ on mobile (tagged @mobile).
    ...(device === 'mobile' ? { grep: /@mobile/ } : {}),
    use: {
      ...(device === 'desktop' ? desktop : mobile),
      baseURL: `http://localhost:${E2E_PORTS[variant]}`,
      variant,
    },
  };
}

/** A variant's pay-per-view night, one file at a time. */
function ppvNightProject(variant: AppVariant) {
  const { testIgnore: _others, ...desktop } = project(variant, 'desktop');
  return { ...desktop, name: `${variant}-ppv`, testMatch: PPV_NIGHT_JOURNEYS, workers: 1 };
}

/** A variant's journeys across instances, on its cluster's nginx. */
function clusterProject(variant: AppVariant) {
  const { testIgnore: _others, ...desktop } = project(variant, 'desktop');
  return {
    ...desktop,
    name: `${variant}-cluster`,
    testMatch: CLUSTER_JOURNEYS,
    use: { ...desktop.use, baseURL: `http://localhost:${E2E_CLUSTER_PORTS[variant].site}`, cluster: true },
  };
}

/** The faults across instances, once, on an ott cluster the file starts itself. */
function clusterFaultsProject() {
  const { testIgnore: _others, ...ott } = project('ott', 'desktop');
  return { ...ott, name: 'ott-cluster-faults', testMatch: CLUSTER_FAULTS };
}

/** The billing clock's journeys, on ott, once every other project has finished. */
function billingClockProject() {
  const { testIgnore: _others, ...ott } = project('ott', 'desktop');
  return {
    ...ott,
    name: 'ott-billing-clock',
    testMatch: BILLING_CLOCK_JOURNEYS,
    dependencies: ['stat', 'ott', 'stat-mobile', 'ott-mobile', 'stat-ppv', 'ott-ppv'],
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey through a provider's pages takes 15 to 20 s on a quiet 2-core machine, and some
  // walk several pages with axe over each: 30 s ran out when the suite shared the cores.
  timeout: 60_000,
  // Home renders the catalogue (a hero and ten shelves) behind most journeys: on a loaded
  // 2-core machine a dialog over it can take more than 5 s to appear.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/playwright.json' }],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
  ],
  use: { trace: 'on-first-retry', screenshot: 'only-on-failure', reducedMotion: 'reduce' },
  projects: [
    project('stat', 'desktop'),
    project('ott', 'desktop'),
    project('stat', 'mobile'),
    project('ott', 'mobile'),
    ppvNightProject('stat'),
    ppvNightProject('ott'),
    clusterProject('stat'),
    clusterProject('ott'),
    clusterFaultsProject(),
    billingClockProject(),
  ],
});
