import { DepositPrompt } from '../wallet/deposit-prompt';
import { FeatureStrip } from './feature-strip';
import { HeroBanner } from './hero-banner';
import { OriginalsRow } from './originals-row';

export function HomePage() {
  return (
    <>
      <DepositPrompt />
      <HeroBanner />
      <OriginalsRow />
      <FeatureStrip />
    </>
  );
}
