import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { MobileDeviceProvider } from '../lib/device.ts';

/** What wraps the router, the same on the server and in the browser, so hydration sees one tree. */
export function AppProviders({ queryClient, isMobile, children }: { queryClient: QueryClient; isMobile: boolean; children: ReactNode }) {
  return (
    <StrictMode>
      <MobileDeviceProvider value={isMobile}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MobileDeviceProvider>
    </StrictMode>
  );
}
