/** A shorter APP_SECRET (configured or stored in DATA_DIR/app-secret) is refused everywhere. */
export const MIN_SECRET_LENGTH = 32;
