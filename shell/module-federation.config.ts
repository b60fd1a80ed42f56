/** The host declares no remotes at build time: it registers them at run time from /platform-config.json. */
export default { name: 'shell' };
