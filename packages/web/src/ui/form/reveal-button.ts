/** The password field's reveal button must not be labelled "password", or tests cannot find the field by label. */
export const revealButtonProps = { 'aria-label': 'Show or hide characters' };
