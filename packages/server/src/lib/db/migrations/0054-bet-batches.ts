/** Many players' single-step rounds in one statement (lib/db/functions/ante-play-rounds.ts). */
export { sql } from '../functions/ante-play-rounds';
