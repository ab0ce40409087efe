// Issue 36: where the browser keeps the id the server gave this device's push subscription (the server
// never shows endpoints), in a module of its own: a sign-out checks it without loading the push code.
export const PUSH_DEVICE_KEY = 'push-device';
