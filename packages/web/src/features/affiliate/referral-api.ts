import { affiliateApi } from '@ante/core';
import { api } from '../../lib/api';

/** A visit through a campaign's link; anyone may report one, signed in or not. */
export function sendCampaignHit(code: string) {
  return api.call(affiliateApi.hit, { params: { code } });
}
