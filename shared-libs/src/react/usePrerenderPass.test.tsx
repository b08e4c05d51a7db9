import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePrerenderPass } from './usePrerenderPass';

describe('usePrerenderPass', () => {
  const seen: boolean[] = [];
  function Probe() {
    const pass = usePrerenderPass();
    seen.push(pass);
    return <p>{pass ? 'server' : 'browser'}</p>;
  }
  beforeEach(() => (seen.length = 0));

  it('is true on a server and while hydrating, then false without a mismatch', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>server</p>');
    const el = document.createElement('div');
    el.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(el, <Probe />, { onRecoverableError: (e) => void errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(seen).toEqual([true, true, false]);
    expect(el.innerHTML).toBe('<p>browser</p>');
  });

  it('is false in a render with nothing to hydrate', async () => {
    const el = document.createElement('div');
    await act(async () => createRoot(el).render(<Probe />));
    expect(seen).toEqual([false]);
  });
});
