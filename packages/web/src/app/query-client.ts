import { type Mutation, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { isFormStartingCall, notifyError } from '../lib/notify';

export type QueryClientOptions = {
  /** How the page reloads; the unit tests count the calls instead of reloading. */
  reloadPage?: () => void;
};

/**
 * The error policy (docs/product.md#errors-the-player-sees) lives here once, not in every screen:
 * a mutation with no `onError` of its own gets the fallback toast; a failed query
 * toasts only when it already had data to show and the server explained itself
 * (a first load that fails is the screen's to render), and a 429 is never toasted.
 * A call a form started is never toasted either: the form shows its refusal, and one
 * error is shown once.
 */
export function createQueryClient({
  reloadPage = () => window.location.reload(),
}: QueryClientOptions = {}): QueryClient {
  /** A proxy's bot challenge can only be passed by loading a page, so the page reloads (docs/product.md#errors-the-player-sees). */
  const reloadIfChallenged = (error: unknown): boolean => {
    if (error instanceof ApiError && error.challenged) {
      reloadPage();
      return true;
    }
    return false;
  };
  const startedByForm = new WeakSet<Mutation<unknown, unknown, unknown, unknown>>();
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (reloadIfChallenged(error)) return;
        if (!(error instanceof ApiError) || error.status === 429) return;
        if (query.state.data !== undefined && error.fromServer) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onMutate(_variables, mutation) {
        if (isFormStartingCall()) startedByForm.add(mutation);
      },
      onError(error, _variables, _onMutateResult, mutation) {
        if (reloadIfChallenged(error)) return;
        if (mutation.options.onError || startedByForm.has(mutation)) return;
        notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
