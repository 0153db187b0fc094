import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { toast } from './toast';
import { MAX_VISIBLE_TOASTS, ToastStack } from './toast-stack';

function Actions() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => toast(notify, { title: 'Invalid Email', description: 'Invalid email format', type: 'error' })}>
        refuse
      </button>
      <button type="button" onClick={() => toast(notify, { title: 'Success', description: 'blocked' })}>
        block
      </button>
      <button type="button" onClick={() => notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })}>
        plain
      </button>
    </>
  );
}

function renderConsole() {
  return render(
    <AdminContext>
      <Actions />
      <ToastStack />
    </AdminContext>,
  );
}

const titles = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

describe('ToastStack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each new toast at once, above the ones still showing, each for its own duration', () => {
    renderConsole();
    const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));
    click('refuse');
    act(() => vi.advanceTimersByTime(300));
    click('refuse');
    act(() => vi.advanceTimersByTime(300));
    click('block');
    // Three actions in a row: three toasts, none waiting for an earlier one to close.
    expect(titles()).toEqual(['Invalid EmailInvalid email format', 'Invalid EmailInvalid email format', 'Successblocked']);
    // The newest sits above the others (the stack is bottom-anchored, reversed).
    const stack = screen.getAllByTestId('toast')[0].closest('div[class*="MuiBox"]')?.parentElement;
    expect(stack && getComputedStyle(stack).flexDirection).toBe('column-reverse');

    // Success stays 4 s, errors 8 s, counted from each toast's own appearance.
    act(() => vi.advanceTimersByTime(4000));
    expect(titles()).toEqual(['Invalid EmailInvalid email format', 'Invalid EmailInvalid email format']);
    act(() => vi.advanceTimersByTime(3500));
    expect(titles()).toEqual(['Invalid EmailInvalid email format']);
    act(() => vi.advanceTimersByTime(300));
    expect(titles()).toEqual([]);
  });

  it('shows react-admin notifications too, closes one on request, and keeps the newest few', () => {
    renderConsole();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'plain' })));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'refuse' })));
    act(() => fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]));
    expect(titles()).toHaveLength(1);
    for (let i = 0; i < MAX_VISIBLE_TOASTS + 2; i += 1) act(() => fireEvent.click(screen.getByRole('button', { name: 'block' })));
    expect(titles()).toHaveLength(MAX_VISIBLE_TOASTS);
  });
});
