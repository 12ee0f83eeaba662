/**
 * Passwords are hashed by users (users/passwords.ts), which creates accounts and sets their passwords; sign-in only
 * verifies them. The server's test harness lowers the hashing cost through this path.
 */
export { hashPassword, useFastPasswordHashingForTests } from '../users/passwords.ts';
