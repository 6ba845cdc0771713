/** Avatar pictures under the key `u/<customerId>/<hash>` in the photos' storage (../../shared/upload-files.ts). */
import type { ObjectStore } from '../../shared/storage';
import { UploadFiles } from '../../shared/upload-files';

export const AVATAR_KEY = /^u\/[0-9]+\/[a-f0-9]+$/;

export class AvatarFiles extends UploadFiles {
  constructor(store: ObjectStore) {
    super(store, AVATAR_KEY);
  }
}
