import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './app/theme.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sendCampaignHit } from './features/affiliate/referral-api';
import { captureReferrer, reportReferrerHit } from './lib/referral';

captureReferrer(window.location.search);
void reportReferrerHit(sendCampaignHit);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
