/**
 * The shell hands its copy of the bundler runtime to remotes that load no other remote (they are built with
 * `disableRemote`): the rspack base config puts this in place of that runtime's remote-loading part.
 */
export const remotes = undefined;
