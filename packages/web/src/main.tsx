import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './app/theme.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sendCampaignHit } from './features/affiliate/referral-api';
import { captureReferrer, reportReferrerHit } from './lib/referral';

captureReferrer(window.location.search);
void reportReferrerHit(sendCampaignHit);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render runs as a transition so React renders it in slices of a few
// milliseconds, yielding to the browser between them: a phone's main thread never sits in
// one long task while the whole frame renders, so a tap or the first paint is not held up.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
