import type { Suit } from '@ante/core';

/** Suits drawn as paths, so they never depend on the fonts a device has. */
export function SuitIcon({ suit, className }: { suit: Suit; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true" fill="currentColor">
      {suit === 'hearts' && (
        <path d="M50 90 C22 68 5 50 5 31 C5 15 17 5 30 5 C40 5 46 11 50 19 C54 11 60 5 70 5 C83 5 95 15 95 31 C95 50 78 68 50 90 Z" />
      )}
      {suit === 'diamonds' && <path d="M50 3 L86 50 L50 97 L14 50 Z" />}
      {suit === 'spades' && (
        <path d="M50 4 C40 22 8 38 8 60 C8 74 19 83 31 83 C39 83 45 79 48 74 C47 84 43 91 35 97 L65 97 C57 91 53 84 52 74 C55 79 61 83 69 83 C81 83 92 74 92 60 C92 38 60 22 50 4 Z" />
      )}
      {suit === 'clubs' && (
        <>
          <circle cx="50" cy="28" r="20" />
          <circle cx="27" cy="60" r="20" />
          <circle cx="73" cy="60" r="20" />
          <path d="M40 40 L60 40 L60 62 L40 62 Z" />
          <path d="M46 58 C46 78 42 89 34 97 L66 97 C58 89 54 78 54 58 Z" />
        </>
      )}
    </svg>
  );
}
