// SPDX-License-Identifier: GPL-2.0
/* avc_copy_to_user() is __must_check: a dropped fault is a build error. */
/* expect: ignoring return value of 'avc_copy_to_user' */
#include <avcompat/uaccess.h>

int f(void __user *to, const void *from)
{
#ifdef NEG_CONTROL
	return avc_copy_to_user(to, from, 4);
#else
	avc_copy_to_user(to, from, 4);
	return 0;
#endif
}
