/** Avatar pictures as files under `<dataDir>/uploads/u/<customerId>/<hash>` (../../shared/upload-files.ts). */
import { UploadFiles } from '../../shared/upload-files';

export const AVATAR_KEY = /^u\/[0-9]+\/[a-f0-9]+$/;

export class AvatarFiles extends UploadFiles {
  constructor(dataDir: string) {
    super(dataDir, AVATAR_KEY);
  }
}
