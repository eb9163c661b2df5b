import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_LABELS, EXIT_SURVEY } from '@stat/contracts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { CancelFlow } from './cancel-flow.tsx';

const L = CANCELLATION_LABELS;
const EXPIRES = Date.UTC(2027, 2, 10, 12);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The network: cancel, the offer and the survey answered; each request kept as sent. */
function stubNetwork() {
  const sent: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      sent.push({ method: init.method ?? 'GET', path, body: JSON.parse(String(init.body ?? '{}')), headers: (init.headers ?? {}) as Record<string, string> });
      if (path === '/api/user/plan') return json({ expirationDate: EXPIRES });
      if (path === '/api/user/cancellationoffer') return json({ couponCode: 'STAYWITHUS', percentOff: 50, durationInMonths: 3, discountEndsAt: EXPIRES });
      if (path === '/api/questionnaire') return json({ id: '6f1c7c1e-4a7e-4c57-9a59-0f8d1e3b2a10' });
      return json({ error: { code: 'error.notfound', body: path } }, 404);
    }),
  );
  return sent;
}

function renderFlow(winbackDisabled = false) {
  const props = { onCanceled: vi.fn(), onOfferTaken: vi.fn(), onSurveySent: vi.fn(), onClose: vi.fn() };
  renderWithProviders(<CancelFlow winbackDisabled={winbackDisabled} {...props} />);
  return props;
}

const pick = (name: RegExp | string) => fireEvent.click(screen.getByRole('radio', { name }));

describe('CancelFlow', () => {
  it('offers the six reasons with "other" last; without a reason nothing happens but the message', () => {
    const sent = stubNetwork();
    renderFlow();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(6);
    expect((radios.at(-1) as HTMLInputElement).value).toBe('other');
    fireEvent.click(screen.getByRole('button', { name: L.entry }));
    expect(screen.getByRole('alert').textContent).toBe(L.reasonRequired);
    expect(sent).toEqual([]);
    expect(screen.getByRole('heading', { name: L.reasonsTitle })).toBe(document.activeElement);
  });

  it('a reason that earns the offer shows it beside "Cancel anyway"; cancel anyway, then the date and the survey', async () => {
    const sent = stubNetwork();
    const props = renderFlow();
    pick('It is too expensive');
    fireEvent.click(screen.getByRole('button', { name: L.continue }));
    expect(await screen.findByRole('heading', { name: L.offerTitle })).toBe(document.activeElement);
    const offer = screen.getByRole('button', { name: L.acceptOffer });
    const anyway = screen.getByRole('button', { name: L.cancelAnyway });
    expect(offer.className).toBe(anyway.className);
    expect(sent).toEqual([]);

    fireEvent.click(anyway);
    expect(await screen.findByRole('heading', { name: L.doneTitle })).toBe(document.activeElement);
    expect(screen.getByText(L.watchUntil(EXPIRES))).toBeTruthy();
    expect(props.onCanceled).toHaveBeenCalledWith(EXPIRES);
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: '/api/user/plan', body: { reasonForCancelling: ['too-expensive'] } });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    const [first] = EXIT_SURVEY['too-expensive'];
    fireEvent.click(within(screen.getByRole('group', { name: first!.prompt })).getByRole('radio', { name: '4 Good' }));
    fireEvent.click(screen.getByRole('button', { name: L.surveySend }));
    await waitFor(() => expect(props.onSurveySent).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({
      method: 'POST',
      path: '/api/questionnaire',
      body: { category: 'too-expensive', questions: [{ id: first!.id, prompt: first!.prompt, responses: [{ reply: '4' }] }] },
    });
    expect(props.onClose).toHaveBeenCalled();
  });

  it('takes the offer instead: STAYWITHUS with the reason, and the flow ends', async () => {
    const sent = stubNetwork();
    const props = renderFlow();
    pick('I am changing to another provider');
    fireEvent.click(screen.getByRole('button', { name: L.continue }));
    fireEvent.click(await screen.findByRole('button', { name: L.acceptOffer }));
    await waitFor(() => expect(props.onOfferTaken).toHaveBeenCalled());
    expect(sent).toMatchObject([{ method: 'POST', path: '/api/user/cancellationoffer', body: { couponCode: 'STAYWITHUS', reasonForCancelling: ['changing-providers'] } }]);
    expect(props.onClose).toHaveBeenCalled();
  });

  it('no offer for a reason that does not earn it, nor with winbackDisabled: the button cancels and says so', async () => {
    const sent = stubNetwork();
    renderFlow(true);
    pick('It is too expensive');
    fireEvent.click(screen.getByRole('button', { name: L.entry }));
    expect(await screen.findByRole('heading', { name: L.doneTitle })).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(['/api/user/plan']);
    expect(screen.queryByRole('button', { name: L.acceptOffer })).toBeNull();
  });
});
