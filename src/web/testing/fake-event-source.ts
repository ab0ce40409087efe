/** Stands in for the browser's EventSource: the test sends the server's events, or closes the stream. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | undefined;
  static opened = 0;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
    FakeEventSource.opened += 1;
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  send(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }));
  }
  /** The server answered with something that is not a stream (a 429): the browser gives up on it. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}
