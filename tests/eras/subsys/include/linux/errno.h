/* SPDX-License-Identifier: GPL-2.0 */
/* Stand-in: asm-generic/errno-base.h values (the host's would loop back here). */
#ifndef _ERA_LINUX_ERRNO_H
#define _ERA_LINUX_ERRNO_H
#ifndef ENOMEM
#define ENOMEM		12
#endif
#ifndef EINVAL
#define EINVAL		22
#endif
#ifndef EFAULT
#define EFAULT		14
#endif
#ifndef EOVERFLOW
#define EOVERFLOW	75
#endif
#ifndef EOPNOTSUPP
#define EOPNOTSUPP	95
#endif
#endif
