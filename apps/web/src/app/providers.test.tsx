import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from './providers';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

function Reader({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['thing'], queryFn: read });
  return <p>{query.data ?? (query.fetchStatus === 'paused' ? 'Waiting for the connection' : 'Loading')}</p>;
}

function Sender({ send }: { send: () => Promise<string> }) {
  const mutation = useMutation({ mutationFn: send });
  return (
    <>
      <button type="button" onClick={() => mutation.mutate()}>
        Send
      </button>
      <p>{mutation.isError ? 'Not sent' : mutation.isPaused ? 'Paused' : mutation.isSuccess ? 'Sent' : 'Idle'}</p>
    </>
  );
}

describe('QueryProvider offline', () => {
  it('holds a read while offline and makes it once the connection is back', async () => {
    act(() => onlineManager.setOnline(false));
    const read = vi.fn(() => Promise.resolve('The data'));
    render(
      <QueryProvider>
        <Reader read={read} />
      </QueryProvider>,
    );
    expect(await screen.findByText('Waiting for the connection')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('The data')).toBeInTheDocument();
  });

  it('tries a submit at once while offline, so the form can say it was not sent (never sent later by itself)', async () => {
    act(() => onlineManager.setOnline(false));
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    render(
      <QueryProvider>
        <Sender send={send} />
      </QueryProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    act(() => onlineManager.setOnline(true));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
