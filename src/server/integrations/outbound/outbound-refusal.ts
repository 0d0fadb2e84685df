// Why the server would not, or could not, take something from a user-given address.

/**
 * A user-given address the server will not reach, or whose answer it will not use. The message is
 * for the user and reads after a label: "The link " + "is larger than 5 MB".
 */
export class OutboundRefusal extends Error {
  override name = 'OutboundRefusal';

  constructor(
    message: string,
    /** The HTTP status the address answered with, when it answered with an error (404, 410 …). */
    readonly status?: number,
  ) {
    super(message);
  }
}
