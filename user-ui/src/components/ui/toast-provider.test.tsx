import { act, fireEvent, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@scamcheck/shared';
import { renderWithProviders } from '@/testing/render';
import { useToast } from './toast-context';

function Actions() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Login failed', variant: 'destructive', durationMs: TOAST_DURATION_MS.error })}>
        fail
      </button>
      <button type="button" onClick={() => toast({ title: 'Profile Updated', variant: 'success' })}>
        save
      </button>
    </>
  );
}

const titles = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('.toast__title')?.textContent);

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows three toasts made in a row at once, each for its own duration', () => {
    renderWithProviders(<Actions />);
    const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));
    click('fail');
    act(() => vi.advanceTimersByTime(300));
    click('fail');
    act(() => vi.advanceTimersByTime(300));
    click('save');
    expect(titles()).toEqual(['Login failed', 'Login failed', 'Profile Updated']);
    // The default is 5 s, errors 8 s, each counted from its own appearance.
    act(() => vi.advanceTimersByTime(5000));
    expect(titles()).toEqual(['Login failed', 'Login failed']);
    act(() => vi.advanceTimersByTime(7400 - 5000));
    expect(titles()).toEqual(['Login failed']);
    act(() => vi.advanceTimersByTime(400));
    expect(titles()).toEqual([]);
  });
});
