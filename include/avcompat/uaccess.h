/* SPDX-License-Identifier: GPL-2.0 */
/*
 * avcompat - copy to and from user space with an errno result.
 *
 * copy_to_user() and copy_from_user() return the number of bytes they could
 * not copy, and "return copy_to_user(...)" from an ioctl hands user space a
 * positive count instead of -EFAULT: a bug class audited for in 2002 and
 * still hunted by smatch.  2.6.8.1-mm4 briefly made them return -EFAULT on
 * i386 (the seed article).  These wrappers return 0 or a negative errno
 * under either convention (AVC_COPY_USER_RETURNS_ERRNO selects it).
 */
/* Before the guard: see the comment in <avcompat/version.h>. */
#include <avcompat/version.h>
#include <linux/errno.h>
#if AVC_HAVE_LINUX_UACCESS_H
#include <linux/uaccess.h>
#else
#include <asm/uaccess.h>
#endif

#ifndef _AVCOMPAT_UACCESS_H
#define _AVCOMPAT_UACCESS_H

/**
 * avc_copy_result() - turn a copy_*_user() result into 0 or -errno
 * @ret: what copy_to_user()/copy_from_user() returned
 *
 * Return: 0 if everything was copied, else -EFAULT (or, under the -errno
 * convention, the negative errno the kernel returned).
 */
static __always_inline int avc_copy_result(unsigned long ret)
{
#if AVC_COPY_USER_RETURNS_ERRNO
	if ((long)ret < 0)
		return (int)(long)ret;
#endif
	if (ret)
		return -EFAULT;
	return 0;
}

/**
 * avc_copy_to_user() - copy a kernel buffer to user space
 * @to: destination in user space
 * @from: source in the kernel
 * @n: bytes to copy
 *
 * Return: 0 if all @n bytes were copied, else -EFAULT; never a byte count.
 */
static __always_inline int __must_check
avc_copy_to_user(void __user *to, const void *from, unsigned long n)
{
	return avc_copy_result(copy_to_user(to, from, n));
}

/**
 * avc_copy_from_user() - copy a user buffer into the kernel
 * @to: destination in the kernel
 * @from: source in user space
 * @n: bytes to copy
 *
 * Return: 0 if all @n bytes were copied, else -EFAULT; never a byte count.
 */
static __always_inline int __must_check
avc_copy_from_user(void *to, const void __user *from, unsigned long n)
{
	return avc_copy_result(copy_from_user(to, from, n));
}

#endif /* _AVCOMPAT_UACCESS_H */
