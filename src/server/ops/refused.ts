/** A backup or restore that would be unsafe or wrong; its message tells the operator what to do instead. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
