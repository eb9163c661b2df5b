import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_LABELS, type NewsletterSubscription } from '@stat/contracts';
import { SettingsNotification } from '../../components/settings-notification.tsx';
import { api } from '../../lib/api-client.ts';
import { hideSettingsNotification } from '../../stores/settings-notification.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { NewsletterSettings } from './newsletter-settings.tsx';

const L = NEWSLETTER_LABELS;
const NONE: NewsletterSubscription[] = [
  { id: 'whats-new', subscribed: false },
  { id: 'premieres-and-fights', subscribed: false },
  { id: 'offers', subscribed: false },
];

/** The server: answers the list, and a PUT with the list changed as asked. */
function serve(list: NewsletterSubscription[] = NONE) {
  let current = list;
  vi.spyOn(api, 'get').mockImplementation(async () => current);
  return vi.spyOn(api, 'put').mockImplementation(async (_path, body) => {
    const changes = new Map((body as NewsletterSubscription[]).map(({ id, subscribed }) => [id, subscribed]));
    current = current.map(({ id, subscribed }) => ({ id, subscribed: changes.get(id) ?? subscribed }));
    return current;
  });
}

afterEach(() => {
  cleanup();
  act(hideSettingsNotification);
  vi.restoreAllMocks();
});

describe("Settings' newsletters", () => {
  it('shows each newsletter with its description and a switch; a toggle saves it and the notification confirms it', async () => {
    const put = serve();
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <>
        <NewsletterSettings onSaved={onSaved} />
        <SettingsNotification />
      </>,
    );
    const section = await screen.findByRole('region', { name: L.sectionTitle });
    const offers = await within(section).findByRole('switch', { name: L.newsletters.offers.name });
    expect(document.getElementById(offers.getAttribute('aria-describedby')!)?.textContent).toBe(L.newsletters.offers.description);
    expect(within(section).getAllByRole('switch').map((one) => (one as HTMLInputElement).checked)).toEqual([false, false, false]);

    await user.click(offers);
    await screen.findByText(L.subscribed(L.newsletters.offers.name));
    expect(put).toHaveBeenCalledWith('user/newsletters', [{ id: 'offers', subscribed: true }]);
    expect((offers as HTMLInputElement).checked).toBe(true);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("subscribes once to the mail's newsletter when it lands with ?subscribe=, then says it was handled", async () => {
    const put = serve();
    const handled = vi.fn();
    renderWithProviders(
      <>
        <NewsletterSettings subscribe="premieres-and-fights" onSubscribeHandled={handled} />
        <SettingsNotification />
      </>,
    );
    await screen.findByText(L.subscribed(L.newsletters['premieres-and-fights'].name));
    expect(((await screen.findByRole('switch', { name: L.newsletters['premieres-and-fights'].name })) as HTMLInputElement).checked).toBe(true);
    expect(put).toHaveBeenCalledTimes(1);
    expect(handled).toHaveBeenCalledTimes(1);
  });
});
