import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { sha256Hex } from './sha256';
import { applyPrefill, evaluateVerifyForm, INITIAL_VERIFY_FORM, type VerifyForm } from './verify-form';
import { prefillKey, readVerifyPrefill } from './verify-link';

const EMPTY_KEY = prefillKey({});

/**
 * The Verify tab's form, held by the modal so it survives a look at the Seeds tab.
 * A verify link (verify-link.ts) fills it in when it arrives and again whenever the
 * link changes; the player's edits are never overwritten otherwise.
 */
export function useVerifyForm() {
  const [searchParams] = useSearchParams();
  const prefill = useMemo(() => readVerifyPrefill(searchParams), [searchParams]);
  const key = prefillKey(prefill);

  const [form, setForm] = useState<VerifyForm>(() => applyPrefill(INITIAL_VERIFY_FORM, prefill));
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    // Closing the modal clears the link; that must not clear what was typed.
    if (key !== EMPTY_KEY) setForm((current) => applyPrefill(current, prefill));
  }

  const state = useMemo(() => evaluateVerifyForm(form), [form]);
  return { form, setForm, state };
}

/** The SHA-256 of a server seed, worked out by Web Crypto; null while it runs or when there is no seed. */
export function useSha256(text: string): string | null {
  const [hash, setHash] = useState<{ text: string; hex: string } | null>(null);
  useEffect(() => {
    if (text === '') return;
    let current = true;
    sha256Hex(text).then(
      (hex) => {
        if (current) setHash({ text, hex });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return hash?.text === text ? hash.hex : null;
}
