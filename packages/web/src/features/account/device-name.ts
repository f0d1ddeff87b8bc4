/** The sessions list and the recent activity name devices by the rule the server uses to tell them apart. */
export { type DeviceDescription, describeDevice } from '@ante/core';
