/**
 * The shop's back-up size fee (`BACKUP_SIZE_FEE`, see core/rules/backup-size.ts and the README): read where a line is
 * priced, so every price (cart, quote, order, product page) follows the one setting. The cart routes read it once at
 * registration, so a bad value stops the server at start instead of failing a shopper's checkout.
 */
import { parseBackupFee, type BackupFee } from '../../../core/rules/backup-size';

export function shopBackupFee(env: NodeJS.ProcessEnv = process.env): BackupFee {
  return parseBackupFee(env.BACKUP_SIZE_FEE);
}
