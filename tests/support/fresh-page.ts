let pageSerial = 0;

/** A product page address of its own, so that each test reads back only the tracking events it sent. */
export function freshPage(): string {
  pageSerial += 1;
  return `/product/${900_000 + pageSerial}`;
}
