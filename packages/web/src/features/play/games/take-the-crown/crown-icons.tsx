import { useId } from 'react';

/** The crown on top of the tower: five gold points over a jewelled band. */
export function CrownIcon({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 96 72" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset="0.45" stopColor="#ffc93c" />
          <stop offset="1" stopColor="#d98a00" />
        </linearGradient>
        <linearGradient id={`${id}-band`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd659" />
          <stop offset="1" stopColor="#a86500" />
        </linearGradient>
        <radialGradient id={`${id}-gem`} cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#c9ffc9" />
          <stop offset="0.5" stopColor="#00e701" />
          <stop offset="1" stopColor="#006b01" />
        </radialGradient>
        <radialGradient id={`${id}-ruby`} cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ffc2c8" />
          <stop offset="0.5" stopColor="#ff3b55" />
          <stop offset="1" stopColor="#7a0616" />
        </radialGradient>
      </defs>
      <path
        d="M12 52 L6 18 L28 36 L48 8 L68 36 L90 18 L84 52 Z"
        fill={`url(#${id}-gold)`}
        stroke="#8a5300"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M48 8 L58 36 L48 48 L38 36 Z" fill="#fff6cf" opacity="0.35" />
      <path d="M14 46 L10 24 L27 38" fill="none" stroke="#fff6cf" strokeWidth="2" opacity="0.55" />
      <circle cx="6" cy="17" r="4.5" fill={`url(#${id}-gold)`} stroke="#8a5300" strokeWidth="1.2" />
      <circle cx="48" cy="7" r="5" fill={`url(#${id}-gold)`} stroke="#8a5300" strokeWidth="1.2" />
      <circle cx="90" cy="17" r="4.5" fill={`url(#${id}-gold)`} stroke="#8a5300" strokeWidth="1.2" />
      <rect
        x="11"
        y="50"
        width="74"
        height="14"
        rx="4"
        fill={`url(#${id}-band)`}
        stroke="#8a5300"
        strokeWidth="1.5"
      />
      <circle cx="48" cy="57" r="5" fill={`url(#${id}-gem)`} />
      <circle cx="28" cy="57" r="3.5" fill={`url(#${id}-ruby)`} />
      <circle cx="68" cy="57" r="3.5" fill={`url(#${id}-ruby)`} />
      <rect x="14" y="52" width="68" height="2.5" rx="1.2" fill="#fff6cf" opacity="0.45" />
    </svg>
  );
}

/** A safe step: an emerald cut in eight facets. */
export function EmeraldIcon({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-e`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9dff9d" />
          <stop offset="1" stopColor="#00a801" />
        </linearGradient>
      </defs>
      <polygon points="20,6 44,6 58,20 58,44 44,58 20,58 6,44 6,20" fill={`url(#${id}-e)`} />
      <polygon points="24,16 40,16 48,24 48,40 40,48 24,48 16,40 16,24" fill="#19d31a" />
      <polygon points="20,6 44,6 40,16 24,16" fill="#c6ffc6" opacity="0.85" />
      <polygon points="6,20 20,6 24,16 16,24" fill="#6bff6b" />
      <polygon points="58,20 44,6 40,16 48,24" fill="#2ef02f" />
      <polygon points="6,44 6,20 16,24 16,40" fill="#3df53e" />
      <polygon points="58,44 58,20 48,24 48,40" fill="#00b801" />
      <polygon points="20,58 6,44 16,40 24,48" fill="#00c401" />
      <polygon points="44,58 58,44 48,40 40,48" fill="#008f01" />
      <polygon points="20,58 44,58 40,48 24,48" fill="#00a001" />
      <polygon points="24,16 40,16 36,24 28,24" fill="#ffffff" opacity="0.35" />
    </svg>
  );
}

/** A trap: a skull. */
export function SkullIcon({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <radialGradient id={`${id}-s`} cx="0.4" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.6" stopColor="#f1dada" />
          <stop offset="1" stopColor="#b98c8c" />
        </radialGradient>
      </defs>
      <path
        d="M32 6 C16 6 8 17 8 29 C8 37 12 42 17 45 L17 52 C17 55 19 57 22 57 L42 57 C45 57 47 55 47 52 L47 45 C52 42 56 37 56 29 C56 17 48 6 32 6 Z"
        fill={`url(#${id}-s)`}
      />
      <ellipse cx="22.5" cy="31" rx="6.5" ry="7.5" fill="#3a0a12" />
      <ellipse cx="41.5" cy="31" rx="6.5" ry="7.5" fill="#3a0a12" />
      <circle cx="22.5" cy="32" r="2.2" fill="#ff4d5e" />
      <circle cx="41.5" cy="32" r="2.2" fill="#ff4d5e" />
      <path d="M32 38 L28.5 45 L35.5 45 Z" fill="#3a0a12" />
      <path d="M25 50 V56 M32 50 V57 M39 50 V56" stroke="#7a4a4a" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
