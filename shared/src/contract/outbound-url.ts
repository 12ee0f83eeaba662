import { z } from 'zod';

/**
 * An address the server will call out to (a machine-translation provider, a webhook): http or https, with no user
 * name or password in it, where they would be stored and shown as part of the address. Whether it may be on a
 * private network is the caller's own setting (`allow_private_network`), checked when the server connects.
 */
export const OutboundUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// address without a user name or password in it');
