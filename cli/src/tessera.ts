#!/usr/bin/env node
/** The `tessera` command: runs the command line it was given and exits with its status. */
import { main } from './main.ts';

process.exitCode = await main(process.argv.slice(2), process.env, process.cwd());
