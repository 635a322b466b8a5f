/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in: a firmware node, with the remote end of an endpoint. */
#ifndef _ERA_LINUX_FWNODE_H
#define _ERA_LINUX_FWNODE_H
struct fwnode_handle {
	struct fwnode_handle *remote;
};
#endif
