/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Today's <linux/device/class.h> class_create(name) on older kernels.
 *
 * Driver code written for 6.4+ creates its class with class_create(name);
 * up to 6.3 class_create(owner, name) was a macro over __class_create()
 * that took the module.  This header supplies the one-argument call there,
 * with THIS_MODULE as the owner, as the old macro's callers passed it.
 * Enable with: NOSTDINC_FLAGS += -I$(AVCOMPAT)/compat -I$(AVCOMPAT)/include
 * Key: AVC_HAVE_CLASS_CREATE_NAME below: it tests the kernel's own macro.
 * Kernels before <linux/device/class.h> (5.5) are not covered.
 */
#ifndef _AVC_COMPAT_LINUX_DEVICE_CLASS_H
#define _AVC_COMPAT_LINUX_DEVICE_CLASS_H

#include_next <linux/device/class.h>
#define AVC_VERSION_BASE_ONLY
#include <avcompat/version.h>
#undef AVC_VERSION_BASE_ONLY

/*
 * AVC_HAVE_CLASS_CREATE_NAME - struct class *class_create(const char
 * *name), a function.  6.4 (dcfbb67e48a2 "driver core: class: use
 * lock_class_key already present in struct subsys_private", 1aaba11da9aa
 * "driver core: class: remove module * from class_create()"); up to 6.3
 * class_create(owner, name) is a macro: [L:5.10] class.h:259, [L:6.1]
 * class.h:273; [L:6.12] class.h:228 and [L:7.3] class.h:226 the
 * function.  The old macro decides first (a vendor kernel that took the
 * change has no macro), then the version.
 * Without it: class_create(name) does not build before 6.4 (the macro
 * wants two arguments), and class_create(THIS_MODULE, name) does not
 * build on 6.4+.
 * No probe needed for back-ports: the macro test sees them; the probe
 * (CLASS_CREATE_NAME.c) agrees with it.
 */
#ifndef AVC_HAVE_CLASS_CREATE_NAME
# if defined(class_create)
#  define AVC_HAVE_CLASS_CREATE_NAME 0
# elif AVC_KERNEL_GE(6, 4, 0)
#  define AVC_HAVE_CLASS_CREATE_NAME 1
# else
#  define AVC_HAVE_CLASS_CREATE_NAME 0
# endif
#endif

/*
 * class_create(name) - 6.4.  The old macro's body with the owner the
 * driver would have passed: a static lock class key per call site.
 */
#if !AVC_HAVE_CLASS_CREATE_NAME
#undef class_create
#define class_create(name)					\
({								\
	static struct lock_class_key __avc_class_key;		\
	__class_create(THIS_MODULE, name, &__avc_class_key);	\
})
#endif

#endif /* _AVC_COMPAT_LINUX_DEVICE_CLASS_H */
