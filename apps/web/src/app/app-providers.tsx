import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { nowQuery } from '../features/startup/api/get-now.ts';
import { DeviceProvider } from '../lib/device.ts';
import type { Device } from '../lib/device.ts';
import { DocumentTimeProvider } from '../lib/use-now.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  device: Device;
  children: ReactNode;
}

/** What wraps the router, the same on the server and in the browser, so hydration sees one tree. */
export function AppProviders({ queryClient, device, children }: AppProvidersProps) {
  // Start-up seeds GET now from the document on both sides: the one time both renders count from.
  const documentTime = queryClient.getQueryData(nowQuery().queryKey)?.serverTime ?? null;
  return (
    <StrictMode>
      <DeviceProvider value={device}>
        <DocumentTimeProvider value={documentTime}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </DocumentTimeProvider>
      </DeviceProvider>
    </StrictMode>
  );
}
