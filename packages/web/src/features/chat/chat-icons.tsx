import { icon } from '../../ui/icons';

export { SendIcon } from '../../ui/icons';
/** A cloud with falling drops: rain, coins split among the room. */
export const RainIcon = icon(
  <path d="M20 16.6A5 5 0 0 0 18 7h-1.3A8 8 0 1 0 4 15.3M8 19v2M8 13v2M16 19v2M16 13v2M12 21v2M12 15v2" />,
);
/** A down arrow: the "new messages" pill. */
export const ArrowDownIcon = icon(<path d="M12 5v14M19 12l-7 7-7-7" />);
