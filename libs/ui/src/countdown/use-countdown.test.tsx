import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { formatCountdown } from './format-countdown.js';
import { useCountdown } from './use-countdown.js';

let controls: ReturnType<typeof useCountdown> | null = null;

function Clock() {
  const countdown = useCountdown();
  controls = countdown;
  return <p role="timer">{formatCountdown(countdown.secondsLeft)}</p>;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  controls = null;
});

describe('useCountdown', () => {
  it('says 0 until started, on the server as in the browser', () => {
    expect(renderToString(<Clock />)).toBe('<p role="timer">0:00</p>');
    render(<Clock />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  });

  it('ticks down every second to 0 and stays there', () => {
    render(<Clock />);
    act(() => controls?.start(300));
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('4:59');
    act(() => jest.advanceTimersByTime(149_000));
    expect(screen.getByRole('timer')).toHaveTextContent('2:30');
    act(() => jest.advanceTimersByTime(150_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a new start replaces the running countdown, and reset stops it', () => {
    render(<Clock />);
    act(() => controls?.start(60));
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    act(() => controls?.start(120));
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    act(() => controls?.reset());
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [59, '0:59'],
    [0, '0:00'],
  ])('%d seconds read %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
