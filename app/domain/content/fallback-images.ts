/** The pictures shown where a player, photo or organization has none of its own. */
export const DEFAULT_PLAYER_IMAGE = '/images/default-player.svg';
export const DEFAULT_PHOTO_IMAGE = '/images/default-photo.svg';
export const DEFAULT_ORGANIZATION_IMAGE = '/images/default-organization.svg';
